/* compiler.h - the compiler: front-end types, diagnostics, tokens, the AST, the Compiler state, workspace
 * sizing, the preprocessor, the passes and the data-parallel lexer.
 *
 * The pass list (cc_compile in compile.c):
 *   lex -> parse -> check (scopes, types) -> opt (fold, dead code) -> codegen
 *   (stack bytecode, peephole) -> serialized module bytes.
 * The module bytes are then loaded (mod_load, zero-copy view), verified (vfy_module) and executed (vm_call).
 *
 * Includes bytecode.h (the compiler emits modules: their format, limits and value types), nothing of the VM;
 * check.c and codegen.c include vm/builtins.h (the library functions a program may call), lex.c and plex.c
 * lib/lib.h (lex_parse_double, shared with strtod).
 */
#ifndef GNC_COMPILER_H
#define GNC_COMPILER_H

#include "core/core.h"
#include "core/bytecode/bytecode.h"

/* ---------------------------------------------------------------- limits (docs/language.md) */
#define GNC_MAX_SRC        (16 << 20) /* bytes of source per program                       */
#define GNC_MAX_AGG        63         /* struct, union and array types per program          */
#define GNC_MAX_TYPE_BYTES (1 << 28)  /* sizeof of a type                                   */
#define GNC_MAX_STATIC_DATA (1 << 26) /* bytes of the statics' initial data (zeros after the
                                         last value of each are not stored)                 */
#define GNC_MAX_DIMS       8          /* dimensions of an array                             */
#define GNC_MAX_VARARGS    24         /* variable arguments of a call of T f(fixed, ...)    */
#define GNC_MAX_NEST       100        /* nesting depth of statements and expressions       */
#define GNC_STMTEXPR_LEVELS 4         /* the levels of it a statement expression counts as  */
#define GNC_MAX_DIAGS      64         /* diagnostics kept per compile                      */
#define GNC_MAX_CASES      1024       /* case labels per switch                            */
/* the preprocessor (pp.c) */
#define GNC_PP_OUT_EXTRA   512        /* output bytes first given beyond 1.5 x the source (pp_out_cap);
                                         a compile that needs more gets it (cc_retry)       */
#ifndef GNC_PP_MAX_OUT /* a build may lower these two (the front-end fuzz targets: Makefile) */
#define GNC_PP_MAX_OUT     (48 << 20) /* output bytes, whatever the source                  */
#endif
#ifndef GNC_PP_MAX_EXPAND
#define GNC_PP_MAX_EXPAND  (32 << 20) /* bytes for the intermediate tokens, hide sets and texts
                                         of the expansions (the first try has less: cc_retry) */
#endif
#define GNC_PP_MAX_MACROS  65536      /* macros defined (also bounded by the workspace)    */
#define GNC_PP_MAX_PARAMS  127        /* parameters of a function-like macro               */
#define GNC_PP_MAX_IF      256        /* nesting of #if groups                              */
#define GNC_PP_MAX_DEPTH   64         /* macro invocations nested in macro arguments        */
#define GNC_PP_MAX_IF_FRAMES 100      /* nesting of an #if expression (operators, parens): its
                                         evaluation recurses, so the GPU stack bounds it   */

/* ---------------------------------------------------------------- front-end types */
/* The front end's types are 16 bits (Node.ty): the low byte as a module's (bytecode.h), and for the aggregate
 * types (struct, union, an array type that is an element or pointee: int[4] of int m[3][4]) the base TY_AGG
 * with the aggregate's number in the high byte (Compiler.agg: its N_AGG node, see docs/language.md).  So
 * `struct P *` is TY_AGG + 32 with P's number above it, `struct P a[8]` is TY_AGG | TY_ARR with it, and
 * copying a type copies its aggregate.  A module holds only the low byte of scalar types (ty_mod). */
#define TY_AGG_ID(t) ((t) >> 8)       /* the aggregate of TY_AGG (and pointers to it): 1..GNC_MAX_AGG */
#define TY_TYPEOF 6                   /* the parser's base for typeof(expr) in a local declaration, which
                                         the checker replaces by the expression's type (N_DECL.b)       */
#define TY_MAKE_AGG(id) ((id) << 8 | TY_AGG)
#define TY_VOIDP TY_PTR1 /* void * */
CORE_FN static inline int ty_ptr_room(int t) { return !TY_IS_ARR(t) && TY_LO(t) < 256 - TY_PTR1; }
CORE_FN static inline int ty_is_agg(int t) { return TY_LO(t) == TY_AGG; } /* a struct, union or array type */
/* the module's byte of front-end type t: a struct or array-type value is the pointer to its object, and
 * a pointer to one is a void pointer of the same depth */
CORE_FN static inline int ty_mod(int t) {
  int lo = TY_LO(t);
  return (lo & 31) == TY_AGG ? (lo & ~31) + (lo < TY_PTR1 ? TY_PTR1 : 0) : lo;
}

/* ---------------------------------------------------------------- diagnostics (errors as data) */
/* DIAG(CODE, "format"): the host formats with %s = the source text at [pos, pos+len) and %d = arg. */
#define DIAGS(D) \
  /* lexer */ \
  D(E_BAD_CHAR,        "unexpected character '%s'") \
  D(E_UNTERM_COMMENT,  "unterminated comment") \
  D(E_BAD_NUMBER,      "invalid number literal '%s'") \
  D(E_INT_TOO_LARGE,   "integer literal '%s' is too large") \
  D(E_INT128_LIT,      "integer literal '%s' is too large for long: gcc gives it the type __int128, which gnc " \
                       "takes only where it becomes an unsigned long at once or is compared with an unsigned " \
                       "value (write it with a u suffix)") \
  D(E_UNSIGNED_LIT,    "literal '%s' would have an unsigned type in C; gnc has no unsigned types") \
  D(E_FLOAT_INEXACT,   "floating literal '%s' is out of the supported range") \
  D(E_BAD_CHAR_LIT,    "invalid character literal %s") \
  D(E_UNSUPPORTED_KW,  "'%s' is not supported by gnc") \
  D(E_UNSUPPORTED_ATTR, "attribute '%s' is not supported by gnc") \
  D(E_PACKED_PLACE,    "gnc supports 'packed' only on a struct or union type") \
  D(E_UNTERM_STRING,   "missing terminating '\"' character") \
  D(E_BAD_ESCAPE,      "invalid escape sequence in %s") \
  D(E_PP_STRAY_HASH,   "stray '%s' in program") \
  /* preprocessor (pp.c) */ \
  D(E_PP_UNKNOWN_DIR,  "invalid preprocessing directive #%s") \
  D(E_PP_MACRO_NAME,   "macro names must be identifiers") \
  D(E_PP_DEFINED_NAME, "'defined' cannot be used as a macro name") \
  D(E_PP_BAD_PARAMS,   "invalid macro parameter list at '%s'") \
  D(E_PP_DUP_PARAM,    "duplicate macro parameter '%s'") \
  D(E_PP_TOO_MANY_PARAMS, "too many macro parameters (limit %d)") \
  D(E_PP_HASH_PARAM,   "'#' is not followed by a macro parameter") \
  D(E_PP_PASTE_END,    "'##' cannot appear at either end of a macro expansion") \
  D(E_PP_VA_ARGS,      "__VA_ARGS__ can only appear in the expansion of a variadic macro") \
  D(E_PP_REDEF,        "'%s' redefined differently") \
  D(E_PP_ARGS_FEW,     "macro '%s' requires %d arguments, but fewer were given") \
  D(E_PP_ARGS_MANY,    "macro '%s' takes %d arguments, but more were given") \
  D(E_PP_UNTERM_ARGS,  "unterminated argument list invoking macro '%s'") \
  D(E_PP_PASTE,        "pasting gives '%s', which is not a valid preprocessing token") \
  D(E_PP_TOO_DEEP,     "macro invocations are nested too deeply in macro arguments (limit %d)") \
  D(E_PP_TOO_MANY_MACROS, "too many macros (limit %d)") \
  D(E_PP_TOO_LARGE,    "the preprocessed program is too large (limit %d bytes)") \
  D(E_PP_INCLUDE_SYNTAX, "#include expects <FILENAME>") \
  D(E_PP_INCLUDE_LOCAL, "#include %s: only the standard headers <...> are available in gnc") \
  D(E_PP_NO_HEADER,    "no standard header <%s> in gnc (it has assert.h ctype.h errno.h float.h inttypes.h limits.h " \
                       "math.h stdarg.h stdbool.h stddef.h stdint.h stdio.h stdlib.h string.h strings.h time.h)") \
  D(E_PP_ERROR,        "#error %s") \
  D(E_PP_LINE,         "invalid #line directive") \
  D(E_PP_IF_DEEP,      "#if groups are nested too deeply (limit %d)") \
  D(E_PP_UNTERM_IF,    "unterminated #%s") \
  D(E_PP_NO_IF,        "#%s without #if") \
  D(E_PP_ELSE_ELSE,    "#else after #else") \
  D(E_PP_ELIF_ELSE,    "#elif after #else") \
  D(E_PP_IF_EMPTY,     "#%s with no expression") \
  D(E_PP_IF_EXPR,      "invalid token '%s' in #if expression") \
  D(E_PP_IF_EOL,       "incomplete expression in #%s") \
  D(E_PP_IF_NUMBER,    "invalid integer constant '%s' in #if expression") \
  D(E_PP_IF_BIG,       "integer constant '%s' is too large") \
  D(E_PP_IF_TOO_DEEP,  "#if expression is nested too deeply (limit %d)") \
  D(E_PP_DIV_ZERO,     "division by zero in #if") \
  D(E_PP_PRAGMA_BAD,   "invalid #pragma %s directive") \
  D(E_PP_PRAGMA_NO,    "#pragma %s is not supported by gnc") \
  D(E_PP_PRAGMA_ERROR, "%s") /* #pragma GCC error "text" */ \
  D(E_PP_POISONED,     "attempt to use poisoned '%s'") \
  D(E_PP_OPT_UNKNOWN,  "'%s' after a #pragma that lowers gcc's optimization level is not supported by gnc (gcc's " \
                       "value depends on the functions before it)") \
  /* parser */ \
  D(E_EXPECTED,        "expected %s") /* %s: a fixed text chosen by arg, see diag_expected_text */ \
  D(E_EXPECTED_EXPR,   "expected an expression before '%s'") \
  D(E_EXPECTED_TYPE,   "expected a type before '%s'") \
  D(E_TYPE_COMBO,      "'%s' is not a type (conflicting type specifiers)") \
  D(E_TOO_MANY_TYPEDEFS, "too many typedef names (limit %d)") \
  D(E_LIB_HEADER,      "implicit declaration of library function '%s' (its standard header is not included)") \
  D(E_ENUM_VALUE,      "enumerator value for '%s' is not an integer constant of type int") \
  D(E_ENUM_TAG,        "'enum %s' is not defined") \
  D(E_ENUM_FORWARD,    "'enum %s' is declared before its definition and has a negative constant: gnc does not " \
                       "support it (define the enum before its first use)") \
  D(E_ENUM_NAME,       "'%s' is an enumeration constant: gnc does not support declaring it again") \
  D(E_TOO_MANY_ENUMS,  "too many enumeration constants or tags (limit %d)") \
  D(E_TOO_DEEP,        "nesting is too deep (limit %d)") \
  D(E_TOO_MANY_PARAMS, "too many parameters (limit %d)") \
  D(E_ABS_PARAM,       "a parameter with '%s' in a type name is not supported by gnc (name its type with a " \
                       "typedef)") \
  D(E_TOO_MANY_FUNCS,  "too many functions (limit %d)") \
  D(E_ARRAY_SIZE,      "array size must be an integer constant from 0 to %d") \
  D(E_VLA,             "a variable-length array is supported by gnc only in the leading dimensions of a local " \
                       "variable or a parameter, at most three (int a[n][m][k])") \
  D(E_VLA_ROWS,        "rows of a variable length (int a[n][m]) are supported by gnc only as the array or " \
                       "parameter itself indexed (a[i]), passed to a function, or in sizeof") \
  D(E_VLA_PARAM_EFFECTS, "a parameter's first array dimension that assigns or calls a function is not supported " \
                       "by gnc (gcc evaluates it when the function is entered)") \
  D(E_VLA_CASE,        "a case label in the scope of variable-length array '%s' (C forbids the switch's jump " \
                       "into it)") \
  D(E_VLA_ADDR,        "the address of a variable-length array or of one of its rows is not supported by gnc") \
  D(E_VOID_VAR,        "variable '%s' declared void") \
  D(E_GLOBAL_INIT,     "initializer element is not constant") \
  D(E_TOO_MANY_STATICS, "too many string literals and global variables (limit %d)") \
  D(E_PROGRAM_TOO_BIG, "program is too large (limit %d)") \
  D(E_PTR_DEPTH,       "too many levels of pointers (limit %d)") \
  D(E_NOT_SUPPORTED,   "'%s' is not supported by gnc yet") \
  D(E_TOO_MANY_TYPES,  "too many struct, union and array types (limit %d)") \
  D(E_TYPE_REDEF,      "redefinition of '%s'") \
  D(E_INCOMPLETE,      "'%s' has an incomplete type") \
  D(E_TYPE_TOO_BIG,    "type is too large (limit %d bytes)") \
  D(E_BITFIELD_TYPE,   "a bit-field must have an integer type") \
  D(E_BITFIELD_WIDTH,  "invalid width of a bit-field (from 1 to its type's bits; 0 only without a name)") \
  D(E_BITFIELD_WIDE,   "a bit-field of more than 32 bits is not supported by gnc (gcc computes in its width)") \
  D(E_BITFIELD_PACKED, "a bit-field in a packed struct is not supported by gnc") \
  D(E_BITFIELD_ADDR,   "the address or the size of a bit-field (C allows neither)") \
  D(E_ARRAY_DIMS,      "too many array dimensions (limit %d)") \
  D(E_STRUCT_DEF_HERE, "a struct, union or enum cannot be defined here in gnc (define it in a declaration)") \
  /* checker */ \
  D(E_UNDECLARED,      "'%s' undeclared") \
  D(E_REDECLARED,      "redeclaration of '%s'") \
  D(E_STATIC_ASSERT,   "static assertion failed") \
  D(E_VA_START,        "va_start is used outside a function with variable arguments, or its second argument is " \
                       "not the last named parameter") \
  D(E_VARARGS,         "a call of '%s' with more than %d variable arguments is not supported by gnc") \
  D(E_VARIADIC_FIXED,  "a function with variable arguments needs a named parameter before '...'") \
  D(E_VARIADIC_PTR,    "a pointer to a function with variable arguments is not supported by gnc") \
  D(E_VARIADIC_STRUCT, "a function with variable arguments that returns a struct is not supported by gnc") \
  D(E_VLA_INIT,        "variable-length array '%s' cannot have an initialiser") \
  D(E_VLA_GOTO,        "goto '%s' jumps into the scope of a variable-length array (C forbids it)") \
  D(E_ALIGNAS,         "requested alignment '%s' is not a power of two integer constant") \
  D(E_ALIGNAS_PLACE,   "_Alignas in a type name or a parameter (C allows it only where an object or member " \
                       "is declared)") \
  D(E_STATIC_ASSERT_MSG, "static assertion failed: %s") \
  D(E_STATIC_ASSERT_CONST, "expression in static assertion is not an integer constant expression") \
  D(E_LABEL_DUP,       "duplicate label '%s'") \
  D(E_LABEL_UNDEF,     "label '%s' used but not defined") \
  D(E_TOO_MANY_LABELS, "label '%s' is one too many for a function (limit %d)") \
  D(E_EXTERN_UNDEF,    "'%s' is declared extern but not defined in this file (gnc runs one file)") \
  D(E_EXTERN_INIT,     "'%s' is declared extern in a block and cannot have an initialiser") \
  D(E_EXTERN_BLOCK,    "gnc needs the file-scope declaration of '%s' before this extern declaration") \
  D(E_REDEFINED_FN,    "redefinition of function '%s'") \
  D(E_CONFLICT_FN,     "conflicting types for '%s'") \
  D(E_NOT_FUNC,        "'%s' is not a function") \
  D(E_UNDEFINED_FN,    "function '%s' is declared but never defined") \
  D(E_ARG_COUNT,       "wrong number of arguments to '%s' (expected %d)") \
  D(E_ARG_TYPE,        "incompatible argument %d for '%s'") \
  D(E_OLD_ARG,         "argument %d of '%s' is not of its parameter's kind, which a call without a prototype " \
                       "needs (declare the function with its parameters before the call)") \
  D(E_KR_NOT_PARAM,    "declaration of '%s' before the body, but no such parameter") \
  D(E_LIB_DECL,        "'%s' is declared with other types than the C library's, whose function gnc runs " \
                       "(include its header instead)") \
  D(E_NOT_LVALUE,      "expression is not assignable") \
  D(E_ARRAY_ASSIGN,    "arrays cannot be assigned") \
  D(E_CONST_ASSIGN,    "assignment of read-only variable '%s'") \
  D(E_NOT_ARRAY,       "'%s' is not an array") \
  D(E_ARRAY_VALUE,     "array '%s' used as a value") \
  D(E_INDEX_TYPE,      "array index must be an integer") \
  D(E_OPERAND_TYPE,    "invalid operand type for '%s'") \
  D(E_VOID_VALUE,      "void value used in an expression") \
  D(E_RETURN_VALUE,    "'return' with a value in a void function") \
  D(E_RETURN_NOVALUE,  "'return' without a value in a function returning a value") \
  D(E_BREAK_OUTSIDE,   "'break' outside a loop") \
  D(E_CONTINUE_OUTSIDE,"'continue' outside a loop") \
  D(E_CASE_OUTSIDE,    "'%s' label not within a switch statement") \
  D(E_CASE_CONST,      "case label is not an integer constant") \
  D(E_CASE_DUP,        "duplicate case value") \
  D(E_CASE_RANGE,      "a case range of more than 2147483647 values is not supported by gnc") \
  D(E_DESIG_RANGE,     "a range designator whose value calls, assigns or makes a compound literal is not " \
                       "supported by gnc (gcc evaluates it once)") \
  D(E_DESIG_EMPTY,     "empty index range in initializer") \
  D(E_DEFAULT_DUP,     "multiple default labels in one switch") \
  D(E_SWITCH_TYPE,     "switch quantity is not an integer") \
  D(E_TOO_MANY_CASES,  "too many case labels in one switch (limit %d)") \
  D(E_TOO_MANY_LOCALS, "too many local variables (limit %d)") \
  D(E_FRAME_TOO_BIG,   "arrays of this function are too large (limit %d elements)") \
  D(E_INIT_COUNT,      "too many initialisers for array '%s'") \
  D(E_INIT_SCALAR,     "a scalar cannot be initialised with a list") \
  D(E_INIT_ANON,       "an element after the designator of an anonymous struct's or union's member is not " \
                       "supported by gnc (designate it too)") \
  D(E_NOT_CONST_SIZE,  "array '%s' needs a size or an initialiser list") \
  D(E_BAD_CAST,        "invalid cast") \
  D(E_VOID_PARAM,      "parameter '%s' declared void") \
  D(E_MAIN_ENTRY,      "entry function '%s' not found") \
  D(E_PTR_CONV,        "incompatible pointer types (or an integer other than 0 used as a pointer)") \
  D(E_PTR_TO_INT,      "a pointer used where an arithmetic value is needed") \
  D(E_PTR_INT_CAST,    "casts between pointers and integers are not supported by gnc (addresses are not gcc's)") \
  D(E_DEREF,           "'%s' cannot be dereferenced (it is not a pointer to an object)") \
  D(E_ADDR,            "the operand of '&' must be a variable, an array element or *p") \
  D(E_PTR_ARITH,       "invalid pointer arithmetic in '%s'") \
  D(E_STR_INIT,        "a string literal initialises only a char array") \
  D(E_FUNCNAME_INIT,   "'__func__' is an array, not a string literal: it initialises no array (copy it with " \
                       "strcpy)") \
  D(E_COMPLIT_SIZEOF,  "sizeof of a compound literal of an array of structs or arrays is not supported by " \
                       "gnc: take the sizeof of its type") \
  D(E_INIT_FLEX,       "a flexible array member is initialised only in a static object, and not in a nested " \
                       "one (as in gcc)") \
  D(E_STMTEXPR_FILE,   "a statement expression ({ ... }) is allowed only inside a function") \
  D(E_STMTEXPR_JUMP,   "'%s' out of a statement expression is not supported by gnc") \
  D(E_STMTEXPR_LABEL,  "a label or goto in a statement expression is not supported by gnc") \
  D(E_STMTEXPR_STRUCT, "a statement expression whose value is a struct or union is not supported by gnc") \
  D(E_TYPEOF_PLACE,    "typeof is supported by gnc only in the type of a local variable's declaration (as in " \
                       "{ typeof(a) t = a; a = b; b = t; })") \
  D(E_TYPEOF_KIND,     "typeof of an array, a function or a bit-field, or an array of a typeof type, is not " \
                       "supported by gnc") \
  D(E_FUNCNAME_FILE,   "'__func__' is defined only inside a function") \
  D(E_QSORT_CMP,       "the comparator of '%s' must be a function int (const void *, const void *) declared before, " \
                       "or a pointer to one") \
  D(E_FNPTR_CONV,      "incompatible function pointer types (the signatures differ)") \
  D(E_LIB_VALUE,       "library function '%s' cannot be used as a value in gnc (call it from a function of the " \
                       "program)") \
  D(E_FN_OBJECT,       "'%s' has a function type: gnc supports pointers to functions, not variables or members of " \
                       "function type") \
  D(E_LIB_STDIN,       "'%s' is not in gnc's library (read standard input with fgets, getline, scanf or getchar)") \
  D(E_NO_MEMBER,       "no member named '%s'") \
  D(E_NOT_STRUCT,      "the operand of '%s' is not a struct or union (or a pointer to one for '->')") \
  D(E_STRUCT_VALUE,    "a struct or union used where a scalar value is needed") \
  D(E_STRUCT_TYPE,     "incompatible struct or union types") \
  D(E_INIT_DESIG,      "invalid designator in an initializer") \
  D(E_INIT_EXCESS,     "excess elements in an initializer") \
  D(E_NEED_MEMORY,     "internal: '%s' needs the memory model (the compile restarts with it)") \
  /* codegen / output */ \
  D(E_TOO_MUCH_CODE,   "function is too large (limit %d bytecode words)") \
  D(E_OUT_OF_SPACE,    "program is too large for the compiler workspace") \
  D(E_STATIC_DATA,     "the initial values of the static objects need too many bytes (limit %d)") \
  D(E_TOO_MANY_CONSTS, "too many constants (limit %d)") \
  D(E_TOO_MUCH_STACK,  "expressions of this function need too deep an operand stack (limit %d)") \
  /* the workspace: a compile that ran out of a scan-sized arena (cc_retry), the expansions' hard limit */ \
  D(E_WS_SMALL,        "program needs a larger compiler workspace (%d KiB)") \
  D(E_PP_EXPAND_BIG,   "the macro expansions need too much memory (limit %d bytes)") \
  D(E_DESIG_CHAIN,     "a designator after a range designator ([lo ... hi].x =) is not supported by gnc: give " \
                       "the range a list, as in [lo ... hi] = { .x = ... }")

enum {
  E_NONE = 0,
#define D(code, fmt) code,
  DIAGS(D)
#undef D
  E__COUNT
};

typedef struct {
  int32_t code; /* E_*                                      */
  int32_t pos;  /* byte offset of the error in the source   */
  int32_t len;  /* length of the text the %s refers to      */
  int32_t arg;  /* the %d argument, or for E_EXPECTED the index of the expected text */
  int32_t mac;  /* > 0: pos is in the expansion of the macro named by the mac bytes at pos (preprocessor) */
  int32_t tlen; /* > 0: the %s text is text[0, tlen) (the preprocessed text), not the source at pos */
  char text[32];
} Diag;

/* texts for E_EXPECTED (arg indexes this list) */
#define EXPECTED_TEXTS(T) T(EX_SEMI, "';'") T(EX_RPAREN, "')'") T(EX_LPAREN, "'('") \
  T(EX_RBRACE, "'}'") T(EX_LBRACE, "'{'") T(EX_RBRACKET, "']'") T(EX_IDENT, "an identifier") \
  T(EX_COLON, "':'") T(EX_WHILE, "'while'") T(EX_FUNC, "a function definition") T(EX_STRING, "a string literal")
enum {
#define T(code, text) code,
  EXPECTED_TEXTS(T)
#undef T
  EX__COUNT
};

/* ---------------------------------------------------------------- tokens */
enum {
  TK_EOF = 0, TK_IDENT, TK_INTLIT, TK_LONGLIT, TK_DBLLIT, /* value in Token.val (double as bits) */
  /* keywords */
  TK_INT, TK_LONG, TK_DOUBLE, TK_BOOL /* bool and _Bool */, TK_VOID, TK_TRUE, TK_FALSE,
  TK_IF, TK_ELSE, TK_WHILE, TK_DO, TK_FOR, TK_BREAK, TK_CONTINUE, TK_RETURN,
  /* punctuation and operators */
  TK_LPAREN, TK_RPAREN, TK_LBRACE, TK_RBRACE, TK_LBRACKET, TK_RBRACKET, TK_SEMI, TK_COMMA,
  TK_QUESTION, TK_COLON,
  TK_ASSIGN, TK_ADD_ASSIGN, TK_SUB_ASSIGN, TK_MUL_ASSIGN, TK_DIV_ASSIGN, TK_MOD_ASSIGN,
  TK_SHL_ASSIGN, TK_SHR_ASSIGN, TK_AND_ASSIGN, TK_OR_ASSIGN, TK_XOR_ASSIGN,
  TK_OROR, TK_ANDAND, TK_OR, TK_XOR, TK_AND, TK_EQ, TK_NE, TK_LT, TK_LE, TK_GT, TK_GE,
  TK_SHL, TK_SHR, TK_PLUS, TK_MINUS, TK_STAR, TK_SLASH, TK_PERCENT,
  TK_NOT, TK_TILDE, TK_INC, TK_DEC,
  /* the tokens above are the neural compiler's source vocabulary (nlist.c); later ones are not in it */
  TK_NL_END,
  TK_CHAR = TK_NL_END, TK_SHORT, TK_SIGNED, TK_UNSIGNED, TK_FLOAT, TK_CONST,
  TK_UINTLIT, TK_ULONGLIT, /* unsigned int / unsigned long literals (value in Token.val)              */
  TK_FLTLIT,               /* a float literal (suffix f): the bits of the double equal to its value   */
  TK_SIZEOF, TK_SWITCH, TK_CASE, TK_DEFAULT, TK_TYPEDEF, TK_ENUM,
  TK_STRING,               /* a string literal; val = its bytes after escapes (without the NUL)        */
  TK_STATIC, TK_INLINE,
  TK_STRUCT, TK_UNION, TK_ALIGNOF /* _Alignof */, TK_DOT, TK_ARROW,
  TK_EXTERN, TK_GOTO, TK_STATIC_ASSERT /* _Static_assert, static_assert */, TK_ALIGNAS /* _Alignas */,
  TK_PACKED,               /* __attribute__((packed)) after `struct`, `union` or a member list's '}'   */
  TK_ATTRIBUTE,            /* __attribute__: the lexer's own, removed with its list (lx_attributes)    */
  TK_ELLIPSIS,             /* ... (a variadic function's parameters)                                  */
  TK_I128LIT,              /* a decimal literal above LONG_MAX without u (gcc's __int128; val its bits) */
  TK_REGISTER,             /* `register` and `auto`: storage classes of locals that change nothing here,
                              kept as tokens for C89's implicit int (`register n = 8;` declares an int) */
  TK_FUNCNAME,             /* __func__ (and gcc's __FUNCTION__, __PRETTY_FUNCTION__): the function's name */
  TK_TYPEOF,               /* typeof, __typeof__, __typeof (gcc's, C23's)                             */
  TK__COUNT
};

typedef struct {
  int64_t val;  /* literal value (TK_DBLLIT: the double's bits)                 */
  int32_t pos;  /* byte offset in the source                                    */
  int32_t len;  /* length in bytes                                              */
  int32_t kind; /* TK_*                                                         */
  int32_t pad;
} Token;

/* ---------------------------------------------------------------- AST (flat array of nodes) */
/* Children and lists are node indices (-1 = none); lists are chained through `next`. */
enum {
  N_FUNC,      /* name; ty = return type; a = first N_PARAM; b = body N_BLOCK or -1 (prototype); fn = Func index */
  N_PARAM,     /* name; ty (may have TY_ARR); slot                                                   */
  N_BLOCK,     /* a = first statement                                                                 */
  N_DECL,      /* name; ty (TY_ARR for arrays); ival = array length; a = init expr, or first element of
                  an initialiser list (flag NF_INITLIST) or -1; slot; d = offset of the array in the
                  frame's array area (checker). `int a, b;` gives two sibling N_DECLs.  A variable-length
                  array (NF_VLA): b = its length expression; c = the slot of its size in bytes (sizeof),
                  fn = the slot of FOBJV's mark (checker)                                              */
  N_EXPR,      /* a = expression (an expression statement)                                           */
  N_IF,        /* a = cond, b = then, c = else or -1                                                  */
  N_WHILE,     /* a = cond, b = body                                                                  */
  N_DO,        /* a = body, b = cond                                                                  */
  N_FOR,       /* a = init: the first of a chain of N_DECLs, or an N_EXPR, or -1; b = cond or -1;
                  c = step expr or -1; d = body. The init's names are scoped to the for statement.   */
  N_BREAK, N_CONTINUE,
  N_RETURN,    /* a = expr or -1                                                                      */
  N_EMPTY,     /* ';'                                                                                 */
  /* expressions: ty is set by the checker */
  N_NUM,       /* ival; ty TY_INT or TY_LONG (set by the parser)                                     */
  N_DNUM,      /* ival = bits of the double                                                           */
  N_BOOLLIT,   /* ival 0/1                                                                            */
  N_VAR,       /* name; slot (checker)                                                                */
  N_INDEX,     /* a = N_VAR of the array, b = index                                                   */
  N_CALL,      /* name; a = first argument; fn = callee (checker); b = -1, or for a call through a pointer
                  (op(2, 3), (*op)(2, 3), ops[i](x), s.f(x)) the callee expression, name/nlen its text  */
  N_UNARY,     /* op = TK_MINUS, TK_PLUS, TK_NOT, TK_TILDE; a                                         */
  N_INCDEC,    /* op = TK_INC or TK_DEC; flags NF_POSTFIX; a = lvalue; d = operation type (checker)   */
  N_BINARY,    /* op = TK_PLUS ... TK_GE, TK_SHL, TK_AND, ... (not && ||); a, b                       */
  N_LOGAND, N_LOGOR, /* a, b                                                                          */
  N_COND,      /* a ? b : c; b = -1 for gcc's a ?: c (a's value where it is nonzero, converted)        */
  N_ASSIGN,    /* op = TK_ASSIGN or a compound TK_*_ASSIGN; a = lvalue (N_VAR or N_INDEX), b = value.
                  Compound forms and N_INCDEC mean x = (T)(x op v) evaluated in the operation type:
                  the checker stores that type (TY_INT/TY_LONG/TY_DOUBLE) in d and casts b to it
                  (to TY_LONG for shift counts); codegen evaluates an index expression only once.     */
  N_CAST,      /* ty = target type; a. Explicit casts from the parser, implicit ones from the checker
                  (flag NF_IMPLICIT)                                                                  */
  N_COMMA,     /* a, b: a for its effects, then b (ty = b's type)                                    */
  N_SWITCH,    /* switch (a) b: b the body block; c = the first N_CASE of the switch (chained through
                  their c, set by the checker); d = the promoted type of a (checker)                  */
  N_CASE,      /* case a: b, or default: b (flag NF_DEFAULT, a = -1); ival = the value converted to the
                  switch's type (checker); c = the next case of the switch; d: codegen's jump list;
                  gcc's range `case a ... slot:` (slot: the last value's expression, or -1), whose
                  length - 1 the checker puts in nlen (-1: an empty range)                          */
  N_SIZEOF,    /* sizeof a (an expression; sizeof(type) is an N_NUM from the parser): the checker makes
                  it an N_NUM of type unsigned long                                                  */
  N_DEREF,     /* *a (a pointer); an lvalue of the pointee type                                        */
  N_ADDR,      /* &a (a variable with NF_ADDR, an element, *p)                                         */
  N_COMPLIT,   /* (T[N]){...}: an anonymous array in a frame object (made at entry: Func.objs, chained by
                  c); a = its initialiser list (NF_INITLIST), ival = its length, ty = T[] (parser), then
                  the decayed T * (checker); slot = the object's pointer                              */
  N_FNREF,     /* a function's name as a value (f, &f): fn = the function; ty a pointer to its function type */
  N_STR,       /* a string literal: fn = its first TK_STRING token, c = the number of adjacent tokens
                  (concatenated), ival = its bytes without the NUL; ty char * (in a value context);
                  c = 0: __func__, the bytes of the name token fn (the enclosing function's);
                  slot = its static object (codegen), d = the next string of the function (codegen)    */
  N_MEMBER,    /* a.name (op TK_DOT; p->name is parsed as (*p).name): name/nlen = the member's name;
                  d = its byte offset, ival = its array length (checker); an lvalue of the member type */
  N_AGG,       /* an aggregate type (Compiler.agg; never in a tree): op = AG_*; name/nlen = the tag (-1:
                  none); ival = its size in bytes (-1 while a struct is incomplete), slot = its alignment;
                  a struct or union: a = its first member (N_DECL: name, ty, ival = array length, d =
                  offset, chained by next); an array type: ty = its element type, fn = its length; a
                  function type (AG_FUNC): ty = its return type, a = its parameters (N_PARAM: ty, arrays
                  already pointers, chained by next), fn = their number, ival = slot = 1             */
  N_INIT,      /* a nested initialiser list { ... }: a = its first element                            */
  N_DESIG,     /* a designated initialiser: op TK_DOT (.name = a, name/nlen) or TK_LBRACKET ([ival] = a;
                  gcc's [ival ... d] = a: d >= 0, the last index of the range)                          */
  N_LABEL,     /* name: a (name/nlen the label); c = the next label of the function (Func.labels, checker);
                  codegen's: d = the jumps to it not yet placed, ival = its position (-1 before)      */
  N_GOTO,      /* goto name; (name/nlen); d = its N_LABEL (checker), c = the next goto (checker)       */
  N_STMTEXPR,  /* gcc's statement expression ({ s1; s2; e; }): a = its statements but the last expression
                  statement (chained by next), b = that one's expression, the value (-1: none, void);
                  its own scope (checker)                                                              */
  N__COUNT
};
/* The typed tree after check_run (what opt and gen rely on):
 *  - every expression node has ty set (TY_INT, TY_LONG, TY_DOUBLE, TY_BOOL, TY_VOID for void calls;
 *    an N_VAR naming an array has TY_ARR|base and appears only as N_INDEX.a or as a call argument);
 *  - implicit conversions are explicit N_CAST nodes (flag NF_IMPLICIT), so that:
 *    N_BINARY arithmetic/bitwise: a and b have the node's type (TY_INT, TY_LONG or TY_DOUBLE);
 *    N_BINARY comparison: a and b have the same type (TY_INT, TY_LONG or TY_DOUBLE), node ty TY_INT;
 *    N_BINARY shift: a has the node's type (TY_INT or TY_LONG), b has TY_LONG;
 *    N_UNARY - + ~: a has the node's type; N_UNARY !: a is any scalar, node ty TY_INT;
 *    N_LOGAND/N_LOGOR: a, b any scalar, node ty TY_INT; conditions (if/while/for/do, ?: test) any scalar;
 *    N_COND: b and c have the node's type; N_ASSIGN '=': b has a's type; call arguments have the
 *    parameter types (array arguments are N_VARs of the same array type); return values have the
 *    function's return type; N_INDEX.b has TY_INT or TY_LONG; N_DECL init values have the variable's type
 *    (and each list element the element type);
 *  - N_VAR.slot, N_DECL.slot, N_PARAM.slot are local slots (params are 0..nparams-1);
 *  - Func[i] holds nlocals, ltypes (types of all locals) and arr_words; N_CALL.fn is the callee index,
 *    and N_FUNC.fn its own index.  Function index order = order of first declaration in the source. */
enum {
  NF_POSTFIX = 1,
  NF_INITLIST = 2,
  NF_IMPLICIT = 4,
  NF_DEAD = 8,
  NF_HASSIZE = 16,
  NF_CONST = 32 /* N_DECL, N_PARAM */,
  NF_DEFAULT = 64 /* N_CASE */,
  NF_VLA = 128 /* N_DECL: a variable-length array (its length: b) */,
  /* the memory model (docs/memory.md) */
  NF_ADDR = 256,    /* N_DECL, N_PARAM, N_VAR: a scalar variable whose address is taken (parser): it lives in
                          a frame object; its slot holds the object's pointer                               */
  NF_MARR = 512,    /* N_DECL, N_VAR: an array in byte memory (a frame object; the slot holds its pointer);
                          an N_VAR with it has the decayed pointer type                                     */
  NF_OBJ = 1024,    /* N_DECL, N_PARAM: made as a frame object at function entry (Func.objs chain)       */
  NF_GLOBAL = 2048, /* N_DECL, N_VAR: a global or static local variable: a static object (slot = its index);
                           N_BLOCK: a file-scope declaration (its a: the N_DECLs)                           */
  NF_AGGINIT = 4096, /* N_DECL: its initialiser is a chain of leaves (checker): N_DESIG with op 0, d = the
                           byte offset in the object, ty = the leaf's type (a scalar, a struct copied whole,
                           or TY_ARR of char: ival bytes from a string literal), a = the value            */
  NF_VARIADIC = 16384, /* N_FUNC: T f(fixed, ...): its last parameter is hidden, the pointer to the variable
                            arguments (an N_PARAM named by the `...`); N_CALL: a call of such a function,
                            ival = its variable arguments, slot = their frame object's pointer (checker) */
  NF_I128 = 32768,   /* N_NUM: a decimal literal above LONG_MAX (gcc's __int128), which gnc takes only where it
                           becomes an unsigned long at once (its value is then the same): ck_expr           */
  NF_EXTERN = 8192   /* N_DECL: `extern T x;` without an initialiser (with NF_GLOBAL); the checker clears
                           it on the global it names once a definition of it is seen                       */
};

typedef struct {
  int64_t ival;  /* literal value / array length                                 */
  int32_t pos;   /* byte offset of the node's first token (operator for binaries) */
  int32_t name;  /* identifier: byte offset in the source, -1 if none            */
  int32_t nlen;  /* identifier length                                             */
  int32_t a, b, c, d, next;
  int32_t slot;  /* local slot (N_VAR, N_DECL, N_PARAM), set by the checker      */
  int32_t fn;    /* function index (N_FUNC, N_CALL)                               */
  int16_t depth; /* height of the subtree (parser); > GNC_MAX_NEST is E_TOO_DEEP, so
                    every recursive walk of the tree is bounded                      */
  uint16_t flags;
  uint8_t kind, op;
  uint16_t ty;   /* the type (16 bits: see TY_AGG)                              */
} Node;

/* the value of an integer constant expression of literals, casts and operators (case labels,
 * enumerators); 0 if it is none.  Recursive over the expression, whose height the parser bounded. */
/* what the parser knows of an integer constant expression's type from its literals and casts (C's usual
 * arithmetic conversions): with wide 0, is it certainly signed; with wide 1, is it certainly long or
 * unsigned long (64 bits)?  A comparison or logical operator gives an int. */
CORE_FN static inline int cc_const_type(const Node *n, int32_t idx, int wide) {
  const Node *x = &n[idx];
  int t;
  switch (x->kind) {
  case N_NUM: case N_CAST:
    t = x->ty;
    return wide ? t == TY_LONG || t == TY_ULONG : t != TY_UINT && t != TY_ULONG;
  case N_BOOLLIT: return !wide;
  case N_UNARY: return x->op == TK_NOT ? !wide : cc_const_type(n, x->a, wide);
  case N_LOGAND: case N_LOGOR: return !wide;
  case N_COND: return wide ? cc_const_type(n, x->b >= 0 ? x->b : x->a, 1) || cc_const_type(n, x->c, 1)
                           : cc_const_type(n, x->b >= 0 ? x->b : x->a, 0) && cc_const_type(n, x->c, 0);
  case N_BINARY:
    if (x->op == TK_EQ || x->op == TK_NE || x->op == TK_LT || x->op == TK_LE || x->op == TK_GT || x->op == TK_GE)
      return !wide;
    if (x->op == TK_SHL || x->op == TK_SHR) return cc_const_type(n, x->a, wide);
    return wide ? cc_const_type(n, x->a, 1) || cc_const_type(n, x->b, 1)
                : cc_const_type(n, x->a, 0) && cc_const_type(n, x->b, 0);
  default: return 0;
  }
}

CORE_FN static inline int cc_const_int(const Node *n, int32_t idx, int64_t *v) {
  const Node *x = &n[idx];
  int64_t a, b;
  switch (x->kind) {
  case N_NUM: *v = x->ival; return !(x->flags & NF_I128); /* (gcc's __int128: not gnc's constant) */
  case N_BOOLLIT: *v = x->ival != 0; return 1;
  case N_CAST:
    if (!ty_is_int32(x->ty) && !ty_is_int64(x->ty)) return 0;
    if (!cc_const_int(n, x->a, v)) return 0;
    if (ty_is_int32(x->ty)) *v = (int32_t)(uint32_t)*v;
    return 1;
  case N_UNARY:
    if (!cc_const_int(n, x->a, &a)) return 0;
    *v = x->op == TK_MINUS ? (int64_t)(0 - (uint64_t)a) : x->op == TK_TILDE ? ~a : x->op == TK_NOT ? !a : a;
    return 1;
  case N_BINARY:
    if (!cc_const_int(n, x->a, &a) || !cc_const_int(n, x->b, &b)) return 0;
    switch (x->op) {
    case TK_PLUS: *v = (int64_t)((uint64_t)a + (uint64_t)b); return 1;
    case TK_MINUS: *v = (int64_t)((uint64_t)a - (uint64_t)b); return 1;
    case TK_STAR: *v = (int64_t)((uint64_t)a * (uint64_t)b); return 1;
    case TK_AND: *v = a & b; return 1;
    case TK_OR: *v = a | b; return 1;
    case TK_XOR: *v = a ^ b; return 1;
    case TK_SHL: if (b < 0 || b > 62) return 0; *v = (int64_t)((uint64_t)a << b); return 1;
    case TK_SHR: if (b < 0 || b > 62) return 0; *v = a >> b; return 1;
    case TK_SLASH: if (b == 0 || (b == -1 && a == INT64_MIN)) return 0; *v = a / b; return 1;
    case TK_PERCENT: if (b == 0 || (b == -1 && a == INT64_MIN)) return 0; *v = a % b; return 1;
    default: break;
    }
    /* a comparison: exact in int64 when C's operands are both signed, or both values are non-negative; an
     * int operand's value must be one the int holds (else C's arithmetic wrapped it) */
    if ((!cc_const_type(n, x->a, 1) && (a < INT32_MIN || a > INT32_MAX)) ||
        (!cc_const_type(n, x->b, 1) && (b < INT32_MIN || b > INT32_MAX)))
      return 0;
    if ((a < 0 || b < 0) && !(cc_const_type(n, x->a, 0) && cc_const_type(n, x->b, 0))) return 0;
    switch (x->op) {
    case TK_EQ: *v = a == b; return 1;
    case TK_NE: *v = a != b; return 1;
    case TK_LT: *v = a < b; return 1;
    case TK_LE: *v = a <= b; return 1;
    case TK_GT: *v = a > b; return 1;
    case TK_GE: *v = a >= b; return 1;
    default: return 0;
    }
  case N_LOGAND: case N_LOGOR:
    if (!cc_const_int(n, x->a, &a) || !cc_const_int(n, x->b, &b)) return 0;
    *v = x->kind == N_LOGAND ? (a && b) : (a || b);
    return 1;
  case N_COND:
    if (!cc_const_int(n, x->a, &a)) return 0;
    if (a && x->b < 0) { /* a ?: c */
      *v = a;
      return 1;
    }
    return cc_const_int(n, a ? x->b : x->c, v);
  default: return 0;
  }
}

/* is s[0..n) the word w (a NUL-terminated literal)?  For the names the front end knows (main, assert, size_t) */
CORE_FN static inline int cc_word_is(const char *s, int32_t n, const char *w) {
  int32_t i;
  for (i = 0; i < n && w[i] && s[i] == w[i]; i++) {}
  return i == n && !w[i];
}

/* ---------------------------------------------------------------- bit-fields
 * A member `T name : W` (ps_members) is an N_DECL with ty T (its storage unit: T's size at its alignment, at
 * byte offset d), b = W (> 0) and c = its first bit in the unit (gcc's x86-64 layout: a field starts in the
 * unit where the last one ended unless it would cross that unit's end).  Its value has the type
 * cc_bf_type: int below 32 bits (C's promotions), else T's 32-bit type; a _Bool field's is _Bool. */
CORE_FN static inline int cc_is_bitfield(const Node *m) { return m->kind == N_DECL && m->b > 0 && m->c >= 0; }
CORE_FN static inline int cc_bf_type(const Node *m) {
  if (m->ty == TY_BOOL) return TY_BOOL;
  return m->b == 32 && (m->ty == TY_UINT || m->ty == TY_ULONG) ? TY_UINT : TY_INT;
}
CORE_FN static inline int cc_bf_signed(const Node *m) {
  return m->ty == TY_CHAR || m->ty == TY_SHORT || m->ty == TY_INT || m->ty == TY_LONG;
}

/* ---------------------------------------------------------------- functions */
/* N_FUNC.ival: how its parameters were declared (ps_fn_style) */
enum { FN_PROTO = 0, FN_NOPROTO = 1 /* `T f();`, a declaration: nothing said */, FN_KR = 2 /* f(a, b) int a, b; */ };

typedef struct {
  int32_t node;        /* the N_FUNC with the body (or the first prototype if never defined) */
  int32_t name, nlen;
  int32_t nparams;
  uint16_t ret;
  uint8_t defined;
  uint8_t variadic;    /* T f(fixed, ...): params ends with the hidden pointer to the variable arguments */
  uint8_t style;       /* FN_NOPROTO while no declaration gave the parameters, else the style that did */
  int32_t proto;       /* the first prototype's position (INT32_MAX: none): a call before it has no prototype
                          in scope (an implicit declaration, `T f();`, an old-style definition) */
  uint16_t params[GNC_MAX_PARAMS];
  int32_t nlocals;     /* after check: params + variables                              */
  int32_t ltypes;      /* after check: offset of nlocals local types in Compiler.ltypes */
  int32_t arr_words;   /* after check: array elements the frame needs                  */
  int32_t objs;        /* after check: the first N_DECL/N_PARAM made as a frame object at entry
                          (NF_OBJ), chained through their c; -1 if none                 */
  int32_t labels;      /* after check: the first N_LABEL, chained through their c; -1 if none */
} Func;

/* ---------------------------------------------------------------- preprocessor */
/* the standard headers (bits of Compiler.headers) */
enum { PP_H_STDIO = 0, PP_H_STDLIB, PP_H_STRING, PP_H_CTYPE, PP_H_MATH, PP_H_ASSERT, PP_H_LIMITS, PP_H_STDINT,
       PP_H_FLOAT, PP_H_STDBOOL, PP_H_STDDEF, PP_H_TIME, PP_H_INTTYPES, PP_H_STRINGS, PP_H_ERRNO, PP_H_STDARG,
       PP_H__COUNT };
typedef struct { int32_t out, pos, mlen; } PpSeg;   /* output bytes from `out` on: copies of the clean
                                                       source from pos (mlen 0), or the expansion of the
                                                       macro whose name is at pos (mlen bytes)        */
typedef struct { int32_t pos, add; } PpSplice;      /* clean offsets >= pos lie add bytes further in the
                                                       user's source                                  */

/* ---------------------------------------------------------------- the workspace's sizes */
/* What a cheap scan of a text tells about the compile's arenas (lex_scan): upper bounds of the lexer's
 * tokens by kind, from which compile.c sizes every arena (instead of from the text's bytes).  Every size
 * grows with every count, so a scan with larger counts always gets enough room. */
/* The room a compile makes for the preprocessed text beyond cc_pp_budget's first estimate (each count the
 * larger of the two), zero but in a compile that retries: what the try before measured (cc_retry). */
typedef struct {
  int32_t len, tokens, nodal, castable, words, leaves, parens, branches; /* the text's scan, as below */
  int32_t share;    /* KiB for the expansions' intermediate tokens, hide sets and texts    */
  int32_t tries;    /* compiles before this one that ran out of room                       */
  int32_t full;     /* every arena at its bound, even in a first compile (the worst case's
                       workspace): no lean compile (cc_scan_lean)                          */
  int32_t data;     /* bytes of the statics' initial data (codegen's measure, when it outgrew
                       the module buffer: `int a[2000] = {[1999] = 1}` has more than its
                       tokens bound), at most GNC_MAX_STATIC_DATA                           */
} CcRoom;

typedef struct {
  int32_t len;      /* bytes                                                              */
  int32_t tokens;   /* tokens (also each string literal, '#', and byte the lexer rejects)  */
  int32_t nodal;    /* tokens but ) ] } :, type keywords, else, static, inline (those that
                       may make a node)                                                   */
  int32_t castable; /* nodal tokens but ';' and statement keywords (their node may get an
                       implicit cast)                                                      */
  int32_t words;    /* identifiers and keywords (lex_scan counts the number and character
                       literals too, not the string literals)                             */
  int32_t leaves;   /* words and literals, string literals too (every constant and every
                       static object and initial value of one comes from at least one)    */
  int32_t parens;   /* '(' (every function declaration has one)                            */
  int32_t hashes;   /* '#' (every directive has one)                                       */
  int32_t splices;  /* line splices (backslash, blanks, newline)                            */
  uint32_t hdrs;    /* 1 << PP_H_* for each standard header an #include names              */
  int32_t asserts;  /* #include <assert.h> (inserted each time)                            */
  int32_t unknown;  /* directives that may be an #include the scan cannot read             */
  int32_t branches; /* && || ? if while do for switch (what keeps sets on the checker's
                       bitset stack)                                                       */
  int32_t pp;       /* the text needs the preprocessor (pp_needed); -1: not known yet      */
  CcRoom room;      /* (the preprocessor's text) the room measured by tries before         */
} CcScan;

/* no room measured (every scan but a retry's) */
CORE_FN static inline void cc_room_none(CcRoom *r) {
  r->len = r->tokens = r->nodal = r->castable = r->words = r->leaves = r->parens = r->branches = 0;
  r->share = r->tries = r->full = r->data = 0;
}

/* the first compile of a source is lean (compile.c, cc_layout), unless its workspace is the worst case's */
CORE_FN static inline int cc_scan_lean(const CcScan *s) { return s->room.tries == 0 && !s->room.full; }

/* the standard headers' names, in PP_H_* order (pp.c has their texts) */
#define PP_HEADER_NAMES "stdio.h\0stdlib.h\0string.h\0ctype.h\0math.h\0assert.h\0limits.h\0stdint.h\0float.h\0" \
                        "stdbool.h\0stddef.h\0time.h\0inttypes.h\0strings.h\0errno.h\0stdarg.h\0"
/* the PP_H_* index of the header named name[0, n), or -1 */
CORE_FN static inline int pp_header_index(const char *name, int32_t n) {
  const char *s = PP_HEADER_NAMES;
  int h;
  int32_t i, l;
  for (h = 0; h < PP_H__COUNT; h++, s += l + 1) {
    for (l = 0; s[l]; l++) {}
    if (l != n) continue;
    for (i = 0; i < n && s[i] == name[i]; i++) {}
    if (i == n) return h;
  }
  return -1;
}

/* ---------------------------------------------------------------- units (the neural compiler's composer)
 * The neural compiler (docs/neural.md) translates expressions, not functions: codegen is its composer.  Given
 * CcUnits, codegen treats every node with mark[x] set that it reaches as an expression (gen_expr, or a
 * comparison in a condition) while not already inside one as a *unit*:
 *   - record (compose = 0): it generates the unit as always and appends {node, want, fn, code range} to unit;
 *   - compose (compose = 1): it generates nothing for the unit's subtree and emits the next unit's given
 *     instructions instead (ins[off[k] .. off[k + 1]), k counting the units in the order they are reached).
 * Everything else (statements, jumps, &&, ||, ?:, the frame) is codegen's own work in both, so composing the
 * recorded units' own instructions gives the module byte for byte.  Only for unoptimized compiles. */
typedef struct {
  int32_t node, want, fn;  /* the expression, whether its value is used, the function        */
  int32_t start, end;      /* record: its code words [start, end) in the function's code     */
} CcUnit;
typedef struct {           /* one instruction of a unit, resolved by its producer (nlist.c)   */
  uint8_t op;
  uint8_t temp;            /* OK_SLOT: 0 = slot a; else the temp of type temp (TY_BOOL..TY_DOUBLE) */
  uint32_t a;              /* slot, function, or an immediate's 24 bits                      */
  int64_t v;               /* OK_CONST: the constant's 64 bits                                */
} CcIns;
typedef struct {
  const uint8_t *mark;     /* per node: may be a unit (NULL: none is)                         */
  int32_t compose;
  CcUnit *unit; int32_t n, cap;          /* record: the units (n counts past cap: too small)  */
  const CcIns *ins; const int32_t *off;  /* compose: n units' instructions                     */
} CcUnits;

/* ---------------------------------------------------------------- the compiler state */
typedef struct {
  const char *src; int32_t src_len;
  int32_t root;                               /* first top-level N_FUNC or file-scope declaration (an N_BLOCK
                                                 with NF_GLOBAL), chained by next; -1 */
  Token *tok;   int32_t ntok,  tok_cap;
  Node *node;   int32_t nnode, node_cap;
  Func *fn;     int32_t nfn,   fn_cap;
  uint8_t *ltypes; int32_t nltypes, ltypes_cap;
  int32_t *scratch; int32_t scratch_cap;      /* the checker's working memory (ints)          */
  int32_t *kpool; int32_t kpool_cap;          /* codegen's constant pool and its hash (ints)  */
  Diag diag[GNC_MAX_DIAGS]; int32_t ndiag;    /* kept errors; ndiag counts all of them       */
  int32_t nerr_total;
  uint8_t *out; int32_t out_len, out_cap;     /* the serialized module                       */
  int32_t optimize;                            /* 1: run opt and peephole (default)          */
  CcUnits *units;                              /* NULL, or the neural compiler's units (above) */
  /* the memory model: 1 when arrays live in byte memory (array parameters are pointers); chosen by the
   * parser from the tokens, or forced when the checker finds an array used as a pointer (need_mem) */
  int32_t memory, need_mem;
  int32_t mark_ndiag, mark_nerr;               /* the diagnostics before the parse (cc_phase)  */
  /* the statics (module version 2), numbered by the checker in source order: string literals (N_STR),
   * globals and static locals (N_DECL with NF_GLOBAL), chained through their d */
  int32_t nstatics, static_first, static_last;
  /* the aggregate types (TY_AGG): agg[i] is the N_AGG node of aggregate i (1..nagg) */
  int32_t nagg, agg[GNC_MAX_AGG + 1];
  /* the preprocessor (pp.c).  When it runs, src/src_len become its output and the arenas above are
   * carved again for that length; usrc is the user's source that every Diag points into. */
  const char *usrc; int32_t usrc_len;
  const char *file; int32_t file_len;          /* __FILE__ (set by the host; NULL: "<stdin>")  */
  uint32_t headers;                            /* 1 << PP_H_* for each standard header included */
  int32_t pp_done;                             /* 1: the preprocessor ran                      */
  char *pp_out;                                /* its output (src once it succeeded)           */
  PpSeg *seg; int32_t nseg;                    /* the position map of the output               */
  PpSplice *spl; int32_t nspl;                 /* line splices removed from the source         */
  int32_t nmapped;                             /* diag[0, nmapped) point into usrc             */
  unsigned char *ws; size_t ws_size;           /* the workspace                                */
  CcScan scan;                                 /* the source's scan (the arenas' sizes); after
                                                  E_WS_SMALL, grown to what the compile measured */
  size_t ws_need;                              /* E_WS_SMALL: the workspace scan now needs     */
} Compiler;

/* ---------------------------------------------------------------- aggregate types */
enum { AG_STRUCT = 1, AG_UNION, AG_ARRAY, AG_FUNC };
CORE_FN static inline const Node *cc_agg(const Compiler *c, int t) { return &c->node[c->agg[TY_AGG_ID(t)]]; }
/* the function type (its N_AGG) that t points to, or 0 when t is no pointer to a function.  Function types
 * are made once per signature (cc_fn_type), so two pointers to functions have the same type exactly when
 * their signatures are equal. */
CORE_FN static inline const Node *cc_fn_of(const Compiler *c, int t) {
  return TY_LO(t) == TY_AGG + TY_PTR1 && cc_agg(c, t)->op == AG_FUNC ? cc_agg(c, t) : 0;
}
/* the module signature of function type t (docs/bytecode.md, CALLP): sig[0] = nparams | ret << 8 | the first
 * six parameter types << 16.., then eight parameter types a word; returns the number of words (1..5) */
CORE_FN int32_t cc_fn_sig(const Compiler *c, int t, uint64_t sig[5]);
/* sizeof and _Alignof of a type that is no TY_ARR variable's (-1: an incomplete struct) */
CORE_FN static inline int64_t cc_ty_size(const Compiler *c, int t) {
  return ty_is_agg(t) ? cc_agg(c, t)->ival : ty_size(t);
}
CORE_FN static inline int32_t cc_ty_align(const Compiler *c, int t) {
  return ty_is_agg(t) ? cc_agg(c, t)->slot : ty_size(t);
}
/* <stdlib.h>'s struct types div_t, ldiv_t, lldiv_t (glibc's: struct { int quot; int rem; }, with long, long
 * long): the parser makes them before the first definition of a program that includes <stdlib.h> and names
 * one of them or div, ldiv, lldiv (parse.c, ps_lib_structs).  Their N_AGG's name is -2 - CC_DIV_T.. (no tag
 * matches it); their members' names are -2 (quot) and -3 (rem), spelled by cc_member_name. */
enum { CC_DIV_T, CC_LDIV_T, CC_LLDIV_T };
CORE_FN static inline int cc_lib_struct(const Compiler *c, int which) { /* its type, or TY_ERR */
  int i;
  for (i = 1; i <= c->nagg; i++)
    if (c->node[c->agg[i]].op == AG_STRUCT && c->node[c->agg[i]].name == -2 - which) return TY_MAKE_AGG(i);
  return TY_ERR;
}
CORE_FN static inline const char *cc_member_name(const Compiler *c, const Node *x) {
  return x->name >= 0 ? c->src + x->name : x->name == -2 ? "quot" : "rem";
}

/* An anonymous struct or union member (struct { int a; union { int b; float f; }; }, C11 6.7.2.1p13): an
 * N_DECL without a name (name CC_ANON, nlen 0) whose members are the enclosing one's; cc_member_at looks
 * CC_ANON_DEPTH of them deep (the members of one deeper are not found: an error). */
#define CC_ANON (-4)
#define CC_ANON_DEPTH 8
/* the member of struct or union type t named src[pos, pos+len), its own or one of an anonymous member's:
 * its N_DECL, or -1; *off = its byte offset in t, *anon = whether it is an anonymous member's */
CORE_FN static inline int32_t cc_member_at(const Compiler *c, int t, int32_t pos, int32_t len, int64_t *off,
                                           int *anon) {
  int32_t m, i, next[CC_ANON_DEPTH];
  int64_t base = 0, bases[CC_ANON_DEPTH];
  int sp = 0;
  if (!ty_is_agg(t) || cc_agg(c, t)->op == AG_ARRAY) return -1;
  m = cc_agg(c, t)->a;
  for (;;) {
    for (; m >= 0; m = c->node[m].next) {
      const Node *x = &c->node[m];
      const char *name = cc_member_name(c, x);
      if (x->name == CC_ANON && sp < CC_ANON_DEPTH && ty_is_agg(x->ty)) { /* its members, then the rest */
        next[sp] = x->next;
        bases[sp++] = base;
        base += x->d;
        m = cc_agg(c, x->ty)->a;
        break;
      }
      if (x->nlen != len) continue;
      for (i = 0; i < len && name[i] == c->src[pos + i]; i++) {}
      if (i == len) {
        *off = base + x->d;
        *anon = sp > 0;
        return m;
      }
    }
    if (m >= 0) continue; /* (went into an anonymous member) */
    if (sp == 0) return -1;
    m = next[--sp];
    base = bases[sp];
  }
}
CORE_FN static inline int32_t cc_member(const Compiler *c, int t, int32_t pos, int32_t len) {
  int64_t off;
  int anon;
  return cc_member_at(c, t, pos, len, &off, &anon);
}

/* the program's array type of count elements of type elem (an N_AGG of op AG_ARRAY, made once: the parser
 * for declarators, the checker for &a of an array), or 0 when there is none yet */
CORE_FN static inline int cc_array_find(const Compiler *c, int elem, int64_t count) {
  int i;
  for (i = 1; i <= c->nagg; i++) {
    const Node *y = &c->node[c->agg[i]];
    if (y->op == AG_ARRAY && y->ty == elem && y->fn == count) return TY_MAKE_AGG(i);
  }
  return 0;
}
/* is t the type of rows of a variable length, the element of int a[n][m] (parse.c, ps_vla_row)?  Rows of
 * such rows (int a[n][m][k]) are one too. */
CORE_FN static inline int cc_vla_row(const Compiler *c, int t) {
  return ty_is_agg(t) && cc_agg(c, t)->op == AG_ARRAY && cc_agg(c, t)->fn < 0;
}
/* the element type under rows of a variable length t (int a[n][m][k]: int; int t[3][m][2]: int[2]) */
CORE_FN static inline int cc_vla_elem(const Compiler *c, int t) {
  while (cc_vla_row(c, t)) t = cc_agg(c, t)->ty;
  return t;
}
/* makes the N_AGG x (of op AG_ARRAY) that array type: element, length, size and alignment */
CORE_FN static inline void cc_array_set(const Compiler *c, Node *x, int elem, int64_t count) {
  x->ty = (uint16_t)elem;
  x->fn = (int32_t)count;
  x->ival = cc_ty_size(c, elem) * count;
  x->slot = cc_ty_align(c, elem);
}

/* the function type of return type ret and parameters params[0..n) (arrays adjusted to pointers), made once
 * (an N_AGG of op AG_FUNC with a chain of N_PARAMs); TY_ERR after an error (reported at pos).  The parser
 * makes them for declarators, the checker for a function's name used as a value. */
CORE_FN void cc_error(Compiler *c, int32_t code, int32_t pos, int32_t len, int32_t arg); /* compile.c */
CORE_FN static inline int cc_fn_type(Compiler *c, int ret, const uint16_t *params, int32_t n, int32_t pos) {
  int i;
  int32_t j, x, first = -1;
  Node *y;
  for (i = 1; i <= c->nagg; i++) {
    const Node *g = &c->node[c->agg[i]];
    if (g->op != AG_FUNC || g->ty != ret || g->fn != n) continue;
    for (j = 0, x = g->a; x >= 0 && c->node[x].ty == params[j]; x = c->node[x].next) j++;
    if (x < 0) return TY_MAKE_AGG(i);
  }
  if (c->nagg >= GNC_MAX_AGG) {
    cc_error(c, E_TOO_MANY_TYPES, pos, 1, GNC_MAX_AGG);
    return TY_ERR;
  }
  if (c->nnode + n + 1 > c->node_cap) {
    cc_error(c, E_OUT_OF_SPACE, pos, 0, 0);
    return TY_ERR;
  }
  for (j = n - 1; j >= -1; j--) { /* the parameters, chained from the last one, then the type's own node */
    int self = j < 0;
    x = c->nnode++;
    y = &c->node[x];
    y->ival = 1; /* the type's: sizeof of a function type is 1 in GNU C (only pointers to it are values) */
    y->pos = pos;
    y->name = -1;
    y->nlen = 0;
    y->a = self ? first : -1;
    y->b = y->c = y->d = -1;
    y->next = self ? -1 : first;
    y->slot = 1;
    y->fn = n;
    y->depth = 1;
    y->flags = 0;
    y->kind = (uint8_t)(self ? N_AGG : N_PARAM);
    y->op = (uint8_t)(self ? AG_FUNC : 0);
    y->ty = (uint16_t)(self ? ret : params[j]);
    first = x;
  }
  c->agg[++c->nagg] = first;
  return TY_MAKE_AGG(c->nagg);
}

/* compile.c: workspace sizing, setup and the pass list.  A compile needs cc_workspace_size_src(src) bytes
 * of workspace (module output included) for its lean first try, and what cc_retry gives where it outgrows
 * them; cc_workspace_size(len) is enough for any source of len bytes in one compile. */
CORE_FN size_t cc_workspace_size(int32_t src_len);   /* the most any source of src_len bytes needs      */
CORE_FN size_t cc_workspace_size_src(const char *src, int32_t src_len); /* what this source needs       */
CORE_FN void cc_scan(const char *src, int32_t src_len, CcScan *s); /* the source's counts (lex_scan)    */
CORE_FN size_t cc_workspace_size_scan(const CcScan *s); /* what a source with scan s needs               */
CORE_FN void cc_pp_budget(const CcScan *s, CcScan *b); /* the preprocessed text sure to have room        */
CORE_FN void cc_init(Compiler *c, const char *src, int32_t src_len, void *workspace, size_t ws_size);
CORE_FN int cc_carve(Compiler *c, const CcScan *text); /* the arenas (cc_init; pp_run: for its output)  */
CORE_FN void cc_init_scan(Compiler *c, const char *src, int32_t src_len, void *workspace, size_t ws_size,
                          const CcScan *s);         /* cc_init with the source's scan already made      */
CORE_FN int cc_compile(Compiler *c);                /* 0 on success: module in c->out[0..out_len) */
#define CC_MAX_RETRIES 4                            /* compiles again after E_WS_SMALL (cc_retry)  */
CORE_FN size_t cc_retry(const Compiler *c, CcScan *s); /* the workspace to compile again in, or 0     */
CORE_FN void cc_out_of_room(Compiler *c, const CcRoom *r); /* E_WS_SMALL: c->scan grown to r         */
enum { CC_PH_LEX = 0, CC_PH_PARSE, CC_PH_CHECK, CC_PH_OPT, CC_PH_GEN, CC_PHASES };
CORE_FN int cc_phase(Compiler *c, int ph);          /* one pass of cc_compile; nonzero on errors   */
CORE_FN void cc_error(Compiler *c, int32_t code, int32_t pos, int32_t len, int32_t arg);

/* Byte i of the program [lo, hi) shows that the program needs the preprocessor (pp_needed): a '#' that may
 * start a directive (the first byte of its line but for blanks, or after a comment's '/'), a backslash
 * that splices lines, or the two underscores that start a predefined macro name (all but gcc's linux, unix
 * and _LP64: a program without directives that uses them, or _Pragma, gets an error where gcc would expand
 * them, and one that names a variable linux compiles where gcc's does not).  A '#' elsewhere is an error
 * either way (the lexer and the preprocessor both report "stray '#'").  Used per byte by the data-parallel
 * lexer, and by lex_scan. */
CORE_FN static inline int pp_byte_needs(const char *s, int64_t i, int64_t lo, int64_t hi) {
  char ch = s[i];
  int64_t j;
  if (ch == '#') {
    for (j = i;
         j > lo && (s[j - 1] == ' ' || s[j - 1] == '\t' || s[j - 1] == '\v' || s[j - 1] == '\f' || s[j - 1] == '\r');
         j--) {}
    return j == lo || s[j - 1] == '\n' || s[j - 1] == '/';
  }
  if (ch == '\\') {
    for (j = i + 1; j < hi && (s[j] == ' ' || s[j] == '\t' || s[j] == '\v' || s[j] == '\f'); j++) {}
    return j < hi && (s[j] == '\n' || s[j] == '\r');
  }
  if (ch != '_' || i + 1 >= hi || s[i + 1] != '_') return 0;
  if (i == lo) return 1;
  ch = s[i - 1];
  return !(((unsigned)(ch | 32) - 'a' < 26u) || ch == '_' || (unsigned)ch - '0' < 10u);
}

/* pp.c: the preprocessor, run by cc_phase(CC_PH_LEX) first when pp_needed */
CORE_FN int pp_needed(const char *src, int32_t len);          /* a directive's '#', a splice or "__"    */
CORE_FN int32_t pp_out_cap(int32_t src_len);                  /* the largest output: 1.5 n + 512        */
CORE_FN int32_t pp_text_cap(const CcScan *s);                 /* that, or the room measured (s->room)   */
CORE_FN size_t pp_front_size(const CcScan *s);                /* output, map and splice table           */
CORE_FN size_t pp_work_size(const CcScan *s);                 /* the least room for its own arenas      */
CORE_FN int32_t pp_header_tokens(int h, int32_t *macros);    /* the persistent tokens #include <h> keeps */
CORE_FN int32_t pp_text_tokens(int which, int32_t *macros);  /* the real count of a built-in text
                                                                 (PP_H_*, -2 NULL)                     */
CORE_FN int pp_run(Compiler *c);                              /* 0 ok; src becomes the output           */
CORE_FN void pp_map_diags(Compiler *c);                       /* diag[nmapped..] to user positions      */
CORE_FN int32_t pp_user_pos(const Compiler *c, int32_t x);    /* a text position in the user's source   */

/* the phases; each returns 0 on success (errors are in c->diag) */
CORE_FN int lex_run(Compiler *c);
CORE_FN int parse_run(Compiler *c);
CORE_FN int check_run(Compiler *c);
CORE_FN int opt_run(Compiler *c);
CORE_FN int gen_run(Compiler *c);
/* The same passes one function at a time (cc_compile drives them so that a function's nodes are still in
 * cache from parse to codegen; the result is byte for byte that of parse_run, check_run, opt_run, gen_run).
 * Each pass keeps its state in a box the caller owns; the pass casts it to its own private struct. */
typedef struct { uint64_t w[48]; } CkBox;
typedef struct { uint64_t w[48]; } GenBox;
typedef struct { uint64_t w[576]; } PsBox;
enum { PS_END = -1, PS_SKIPPED = -2 };
CORE_FN int parse_begin(Compiler *c, PsBox *b);          /* nonzero: no room (reported)               */
CORE_FN int32_t parse_next(PsBox *b);                    /* the next top-level N_FUNC, PS_SKIPPED after
                                                            a syntax error, PS_END                    */
CORE_FN int check_begin(Compiler *c, CkBox *b);          /* function table; nonzero: out of space     */
CORE_FN int check_begin_stream(Compiler *c, CkBox *b);   /* an empty table, filled by check_declare   */
CORE_FN void check_declare(CkBox *b, int32_t fnode);     /* enters one top-level node in the table    */
CORE_FN int check_stream_end(CkBox *b);                  /* nonzero: an undefined function was called */
CORE_FN int32_t check_function(CkBox *b, int32_t fnode); /* checks one top-level node: its Func index,
                                                            or -1 if it is no body that was checked  */
CORE_FN int check_end(CkBox *b);                         /* nonzero when check found any error        */
CORE_FN void opt_function(Compiler *c, int32_t fnode);
CORE_FN int opt_fold(Node *n, int32_t idx); /* folds expression idx in place; 1 when it is a constant then */
CORE_FN int gen_begin(Compiler *c, GenBox *b, int32_t nfuncs); /* room for a table of nfuncs (>= the
                                                            final c->nfn); nonzero on errors          */
CORE_FN int gen_function(GenBox *b, int32_t fi);         /* in index order; nonzero on errors         */
CORE_FN int gen_end(GenBox *b);                          /* the module; nonzero on errors             */
/* the bytes of the string literal token text s[0..len) (with its quotes) after escapes, written to out
 * (NULL: only counted); returns their number, or -1 for an invalid escape (the lexer reported it) */
CORE_FN int32_t lex_string_bytes(const char *s, int32_t len, uint8_t *out);
/* escape sequences, the one decoder of the lexers (lex.c, plex.c) and of #if (pp.c): C11 6.4.4.4's simple,
 * octal and hex ones, and gcc's \e and \E (ESC, 27).  lex_simple_escape: the byte of \ch, or -1 when ch
 * starts no simple escape.  lex_escape: the escape after a backslash, at s[i] of s[0..n): its byte in *v and
 * the index after it, or -1 when it is invalid (unknown, a hex or octal value above 0xFF, no digits). */
CORE_FN int lex_simple_escape(unsigned ch);
CORE_FN int32_t lex_escape(const unsigned char *s, int32_t i, int32_t n, unsigned *v);
CORE_FN void lex_scan(const char *src, int32_t len, CcScan *s); /* the counts of CcScan (see lex.c)    */
CORE_FN int32_t check_scratch_cap(int32_t fn_cap, int32_t words, int32_t branches, int lean); /* its scratch ints */
CORE_FN int32_t gen_kpool_cap(int32_t consts);           /* kpool ints for that many constants        */
/* is expression x a compile-time constant (a literal, or casts and unary - + ~ of one)?  Its value (doubles:
 * bits) and type, as codegen folds it */
CORE_FN int cc_const_value(const Node *node, int32_t x, int64_t *v, int *t);
/* ---- data-parallel lexer (plex.c; used by the CUDA backend's lexing step, exact to lex_run) */
CORE_FN int cc_has_label(const Node *n, int32_t s); /* does statement s hold a label a jump may reach? (opt.c) */
CORE_FN int lex_keyword(const char *w, int32_t len);  /* TK_IDENT, a keyword's TK_*, -1 (unsupported) or
                                                         LX_DROP (a word with no meaning for gnc: no token) */
#define LX_DROP (-2)
/* integer literal typing: TK_INTLIT/TK_LONGLIT, or -1 and an E_* code */
CORE_FN int lex_integer(const unsigned char *s, int64_t p, int64_t e, int64_t *val, int32_t *err);
CORE_FN uint64_t plex_trans(const char *src, int64_t i, int64_t lo, int64_t hi); /* byte i's transition */
CORE_FN uint64_t plex_compose(uint64_t a, uint64_t b);  /* a, then b (associative)                   */
CORE_FN uint64_t plex_identity(void);
CORE_FN int plex_apply(uint64_t f);                     /* the state after f from the start state     */
CORE_FN int plex_failed(int state);                     /* the program must be lexed by lex_run       */
CORE_FN int plex_starts(const char *src, int64_t i, int64_t lo, int64_t hi, int state_before);
CORE_FN int plex_token(const char *src, int64_t i, int64_t lo, int64_t hi, Token *t); /* 0 ok, 1 fallback */
/* ---- end data-parallel lexer */

#endif
