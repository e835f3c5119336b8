/* opcodes.h - the one opcode table of gnc (an X-macro).
 *
 * Every consumer (codegen, peephole, disassembler, verifier, CPU VM, GPU VM) expands OPCODES with its
 * own X to get names, operand layouts and stack signatures from this single list.
 *
 *   X(NAME, OPERAND_KIND, SIGNATURE)
 *
 * An instruction is one little-endian 32-bit word: bits 0..7 the opcode, bits 8..31 operand A (unsigned
 * 24-bit, or signed 24-bit for OK_IMM).  Operand kinds that need more space take extra whole words after
 * the opcode word (see op_words()).
 *
 * SIGNATURE is "pops>pushes", rightmost = top of stack, with the letters
 *   i int (32-bit, kept sign-extended in a 64-bit slot)   l long (64-bit)   d double
 *   b bool (0/1)   c a condition (i or b)   p pointer   * any scalar type (verifier tracks it)
 * or the single word "special" when the verifier derives the effect from the operand (slot type,
 * callee signature, function return type).
 */
#ifndef GNC_OPCODES_H
#define GNC_OPCODES_H

/* operand kinds */
#define OK_NONE   0 /* no operand                                             */
#define OK_IMM    1 /* A: signed 24-bit immediate                              */
#define OK_CONST  2 /* A: index into the module's 64-bit constant pool         */
#define OK_SLOT   3 /* A: local slot index                                     */
#define OK_JUMP   4 /* A: absolute word offset inside the current function     */
#define OK_FUNC   5 /* A: function index                                       */
#define OK_ARR    6 /* A: slot; word 2: offset in frame array area; word 3: len */
#define OK_SLOT_IMM 7 /* A: slot; word 2: signed 32-bit immediate               */
#define OK_SLOT_JUMP 8 /* A: jump target; word 2: slot                          */
#define OK_SLOT2  9 /* A: slot; word 2: slot                                   */
#define OK_UIMM  10 /* A: unsigned 24-bit immediate                             */
#define OK_STATIC 11 /* A: static object index (module statics section)         */
#define OK_BUILTIN 12 /* A: library function (builtins.h); word 2: argument count;
                         word 3: 2-bit classes of the variadic arguments          */
#define OK_SIG   13 /* A: index of a signature in the constant pool: K[A] = nparams | ret << 8 |
                       the first six parameter types << 16, 24, ..; K[A+1..] eight more each */

#define OPCODES(X) \
  X(NOP,      OK_NONE,  ">")            /* do nothing                                   */ \
  X(POP,      OK_NONE,  "*>")           /* drop the top value                           */ \
  X(DUP,      OK_NONE,  "special")      /* push a copy of the top value                 */ \
  X(PUSH_I,   OK_IMM,   ">i")           /* push int A                                   */ \
  X(PUSH_B,   OK_IMM,   ">b")           /* push bool A (0 or 1)                         */ \
  X(CONST_I,  OK_CONST, ">i")           /* push int K[A] (low 32 bits, sign-extended)   */ \
  X(CONST_L,  OK_CONST, ">l")           /* push long K[A]                               */ \
  X(CONST_D,  OK_CONST, ">d")           /* push double with bits K[A]                   */ \
  X(LOAD,     OK_SLOT,  "special")      /* push local A (scalar, or array reference)   */ \
  X(STORE,    OK_SLOT,  "special")      /* pop into scalar local A                      */ \
  X(ARR_INIT, OK_ARR,   "special")      /* local A := zeroed array at frame offset,len  */ \
  X(ALOAD,    OK_SLOT,  "special")      /* i > elem: push A[i], trap if out of bounds   */ \
  /* (ALOAD/ASTORE/ASTORE_K: the index i is an int or a long; the VM uses its 64-bit value)     */ \
  X(ASTORE,   OK_SLOT,  "special")      /* i elem >: A[i] = elem                        */ \
  X(ASTORE_K, OK_SLOT,  "special")      /* i elem > elem: A[i] = elem, keep elem        */ \
  X(ADD_I, OK_NONE, "ii>i") X(SUB_I, OK_NONE, "ii>i") X(MUL_I, OK_NONE, "ii>i") /* wrap */    \
  X(DIV_I, OK_NONE, "ii>i") X(REM_I, OK_NONE, "ii>i")   /* trap on 0 and INT_MIN/-1 */        \
  X(NEG_I, OK_NONE, "i>i")  X(AND_I, OK_NONE, "ii>i") X(OR_I, OK_NONE, "ii>i")               \
  X(XOR_I, OK_NONE, "ii>i") X(NOT_I, OK_NONE, "i>i")                                          \
  X(SHL_I, OK_NONE, "il>i") X(SHR_I, OK_NONE, "il>i")   /* trap unless 0 <= count < 32 */    \
  X(ADD_L, OK_NONE, "ll>l") X(SUB_L, OK_NONE, "ll>l") X(MUL_L, OK_NONE, "ll>l")              \
  X(DIV_L, OK_NONE, "ll>l") X(REM_L, OK_NONE, "ll>l")                                         \
  X(NEG_L, OK_NONE, "l>l")  X(AND_L, OK_NONE, "ll>l") X(OR_L, OK_NONE, "ll>l")               \
  X(XOR_L, OK_NONE, "ll>l") X(NOT_L, OK_NONE, "l>l")                                          \
  X(SHL_L, OK_NONE, "ll>l") X(SHR_L, OK_NONE, "ll>l")   /* trap unless 0 <= count < 64 */    \
  X(ADD_D, OK_NONE, "dd>d") X(SUB_D, OK_NONE, "dd>d") X(MUL_D, OK_NONE, "dd>d")              \
  X(DIV_D, OK_NONE, "dd>d") X(NEG_D, OK_NONE, "d>d")                                          \
  X(EQ_I, OK_NONE, "ii>i") X(NE_I, OK_NONE, "ii>i") X(LT_I, OK_NONE, "ii>i")                 \
  X(LE_I, OK_NONE, "ii>i") X(GT_I, OK_NONE, "ii>i") X(GE_I, OK_NONE, "ii>i")                 \
  X(EQ_L, OK_NONE, "ll>i") X(NE_L, OK_NONE, "ll>i") X(LT_L, OK_NONE, "ll>i")                 \
  X(LE_L, OK_NONE, "ll>i") X(GT_L, OK_NONE, "ll>i") X(GE_L, OK_NONE, "ll>i")                 \
  X(EQ_D, OK_NONE, "dd>i") X(NE_D, OK_NONE, "dd>i") X(LT_D, OK_NONE, "dd>i")                 \
  X(LE_D, OK_NONE, "dd>i") X(GT_D, OK_NONE, "dd>i") X(GE_D, OK_NONE, "dd>i")                 \
  X(I2L, OK_NONE, "i>l") X(L2I, OK_NONE, "l>i") X(I2D, OK_NONE, "i>d") X(L2D, OK_NONE, "l>d") \
  X(D2I, OK_NONE, "d>i") X(D2L, OK_NONE, "d>l")         /* trap if NaN or out of range */    \
  X(I2B, OK_NONE, "i>b") X(L2B, OK_NONE, "l>b") X(D2B, OK_NONE, "d>b") X(B2I, OK_NONE, "b>i") \
  X(LNOT,   OK_NONE, "c>i")                             /* push (v == 0)               */    \
  X(JUMP,   OK_JUMP, ">")                               /* go to A                     */    \
  X(JZ,     OK_JUMP, "c>")                              /* pop; go to A if zero        */    \
  X(JNZ,    OK_JUMP, "c>")                              /* pop; go to A if non-zero    */    \
  X(CALL,   OK_FUNC, "special")                         /* call function A             */    \
  X(RET,    OK_NONE, "special")                         /* return the top value        */    \
  X(RET_V,  OK_NONE, "special")                         /* return from a void function */    \
  /* superinstructions (made by the peephole pass) */                                        \
  X(ADDK_I, OK_IMM,  "i>i")                             /* top += A (wrapping)         */    \
  X(INC_SLOT_I, OK_SLOT_IMM, "special")                 /* int local A += imm          */    \
  X(LOAD2, OK_SLOT2, "special")                         /* push local A, then local B  */ \
  /* --- added for codegen (codegen.c emits them; semantics exact):                              */ \
  /* PUSH_L: push the long A (signed 24-bit, sign-extended to 64 bits).                          */ \
  /* LOADK_I: local A must be int; push local A, then push the int word2 (signed 32-bit): >ii.   */ \
  /* MOV: local A := local B (word2); both slots the same scalar type; stack unchanged.          */ \
  /* INC_SLOT_L: local A must be long; A += (long)(int32)word2, wrapping; stack unchanged.       */ \
  /* Jcc_I / Jcc_L: pop b, pop a (a below b); go to A if (a cc b), signed compare, else fall     */ \
  /*   through.  Operands both int (_I) or both long (_L).                                        */ \
  X(PUSH_L,  OK_IMM,  ">l")                             /* push long A                 */    \
  X(LOADK_I, OK_SLOT_IMM, "special")                    /* push int local A, int imm   */    \
  X(MOV,     OK_SLOT2, "special")                       /* local A := local B          */    \
  X(INC_SLOT_L, OK_SLOT_IMM, "special")                 /* long local A += imm         */    \
  X(JEQ_I, OK_JUMP, "ii>") X(JNE_I, OK_JUMP, "ii>") X(JLT_I, OK_JUMP, "ii>")                 \
  X(JLE_I, OK_JUMP, "ii>") X(JGT_I, OK_JUMP, "ii>") X(JGE_I, OK_JUMP, "ii>")                 \
  X(JEQ_L, OK_JUMP, "ll>") X(JNE_L, OK_JUMP, "ll>") X(JLT_L, OK_JUMP, "ll>")                 \
  X(JLE_L, OK_JUMP, "ll>") X(JGT_L, OK_JUMP, "ll>") X(JGE_L, OK_JUMP, "ll>") \
  X(LOADK_L, OK_SLOT_IMM, "special") X(ADDK_L, OK_IMM, "l>l") \
  /* --- loop superinstructions (peephole in codegen.c; semantics exact):                         */ \
  /* JZ_L / JNZ_L: pop the long v; go to A if v == 0 (JZ_L) / v != 0 (JNZ_L), else fall through.   */ \
  /* MULK_I / MULK_L: top := top * A (A signed 24-bit, sign-extended), wrapping modulo 2^32/2^64. */ \
  /* JZ_S / JNZ_S: local B (word2) must be int, bool or long; go to A if it is zero (JZ_S) /       */ \
  /*   non-zero (JNZ_S), else fall through; stack unchanged.                                      */ \
  X(JZ_L,   OK_JUMP, "l>")                              /* pop long; go to A if zero   */    \
  X(JNZ_L,  OK_JUMP, "l>")                              /* pop long; go to A if != 0   */    \
  X(MULK_I, OK_IMM,  "i>i")                             /* top *= A (wrapping)         */    \
  X(MULK_L, OK_IMM,  "l>l")                             /* top *= A (wrapping)         */    \
  X(JZ_S,   OK_SLOT_JUMP, "special")                    /* go to A if local B == 0     */    \
  X(JNZ_S,  OK_SLOT_JUMP, "special")                    /* go to A if local B != 0     */    \
  /* --- C's other scalar types (the opcodes above are the neural compiler's vocabulary: OP_NL_END).  */ \
  /* char, short and their unsigned forms, and unsigned int, live in an i slot (sign-extended, value  */ \
  /* in range: unsigned int 0xffffffff is the slot -1); unsigned long in an l slot; float in a d slot */ \
  /* holding a double equal to a float.  Wrapping +, -, *, &, |, ^, ~, << and == are the int/long     */ \
  /* ones on these bits; the unsigned forms below differ.                                            */ \
  X(SEXT8,  OK_NONE, "i>i")                             /* (signed char) low 8 bits    */    \
  X(ZEXT8,  OK_NONE, "i>i")                             /* (unsigned char)             */    \
  X(SEXT16, OK_NONE, "i>i")                             /* (short) low 16 bits         */    \
  X(ZEXT16, OK_NONE, "i>i")                             /* (unsigned short)            */    \
  X(U2L,    OK_NONE, "i>l")                             /* unsigned int -> long (zero-extend) */ \
  X(DIV_U, OK_NONE, "ii>i") X(REM_U, OK_NONE, "ii>i")   /* unsigned; trap on 0          */    \
  X(SHR_U, OK_NONE, "il>i")                             /* logical; trap unless 0 <= count < 32 */ \
  X(LT_U, OK_NONE, "ii>i") X(LE_U, OK_NONE, "ii>i") X(GT_U, OK_NONE, "ii>i") X(GE_U, OK_NONE, "ii>i") \
  X(DIV_UL, OK_NONE, "ll>l") X(REM_UL, OK_NONE, "ll>l") /* unsigned; trap on 0          */    \
  X(SHR_UL, OK_NONE, "ll>l")                            /* logical; trap unless 0 <= count < 64 */ \
  X(LT_UL, OK_NONE, "ll>i") X(LE_UL, OK_NONE, "ll>i") X(GT_UL, OK_NONE, "ll>i") X(GE_UL, OK_NONE, "ll>i") \
  X(D2U,   OK_NONE, "d>i")                              /* trap unless -1 < v < 2^32   */    \
  X(D2UL,  OK_NONE, "d>l")                              /* trap unless -1 < v < 2^64   */    \
  X(UL2D,  OK_NONE, "l>d")                              /* unsigned long -> double, rounded */ \
  X(D2F,   OK_NONE, "d>d")                              /* round to float (binary32)   */    \
  X(L2F,   OK_NONE, "l>d")                              /* long -> float, rounded once */    \
  X(UL2F,  OK_NONE, "l>d")                              /* unsigned long -> float      */ \
  /* --- the memory model (docs/memory.md).  Loads and stores: the pointer p plus A (signed 24-bit)      */ \
  /* bytes, checked (null, liveness, bounds, read-only); little-endian; the value is on top of p.       */ \
  X(LD_I8,  OK_IMM, "p>i") X(LD_U8,  OK_IMM, "p>i")      /* char, unsigned char (and _Bool) */ \
  X(LD_I16, OK_IMM, "p>i") X(LD_U16, OK_IMM, "p>i")      /* short, unsigned short           */ \
  X(LD_I32, OK_IMM, "p>i")                               /* int, unsigned int (sign-extended) */ \
  X(LD_I64, OK_IMM, "p>l")                               /* long, unsigned long             */ \
  X(LD_F32, OK_IMM, "p>d")                               /* float, as the double of its value */ \
  X(LD_F64, OK_IMM, "p>d") X(LD_P, OK_IMM, "p>p")        /* double, pointer                 */ \
  X(ST_8,   OK_IMM, "pi>") X(ST_16, OK_IMM, "pi>") X(ST_32, OK_IMM, "pi>") /* the low bytes */ \
  X(ST_64,  OK_IMM, "pl>") X(ST_F32, OK_IMM, "pd>") X(ST_F64, OK_IMM, "pd>") X(ST_P, OK_IMM, "pp>") \
  X(PADD,   OK_NONE, "pl>p")                             /* p + byte offset             */ \
  X(PIDX,   OK_UIMM, "pl>p")                             /* p + index * A (1..2^23)     */ \
  X(PDIFF,  OK_NONE, "pp>l")                             /* byte difference, one object */ \
  X(EQ_P, OK_NONE, "pp>i") X(NE_P, OK_NONE, "pp>i") X(LT_P, OK_NONE, "pp>i")                 \
  X(LE_P, OK_NONE, "pp>i") X(GT_P, OK_NONE, "pp>i") X(GE_P, OK_NONE, "pp>i")                 \
  X(P2B,    OK_NONE, "p>b")                              /* p != null                   */ \
  X(P2L,    OK_NONE, "p>l") X(L2P, OK_NONE, "l>p")       /* the 64 bits, both ways      */ \
  X(PNULL,  OK_NONE, ">p")                               /* push the null pointer       */ \
  X(FOBJ,   OK_SLOT_IMM, "special")                      /* ptr local A := new frame object of word2 bytes */ \
  X(GOBJ,   OK_STATIC, ">p")                             /* push a pointer to static A  */ \
  X(CALLB,  OK_BUILTIN, "special")                       /* call library function A     */ \
  X(FPTR,   OK_FUNC, ">p")                               /* push a pointer to function A (qsort's comparator) */ \
  X(CALLP,  OK_SIG,  "special")                          /* args f >: call the function pointer f, whose
                                                            signature must be K[A]'s (else a trap)  */ \
  X(FOBJV,  OK_SLOT2, "special")                         /* n size >: a variable-length array: ptr local
                                  A := new frame object of n elements of size bytes (n < 0 traps
                                  bad_array_size, too many out_of_memory), after ending the frame objects
                                  made since this instruction last ran (long local B, its mark)        */

enum {
#define X(name, kind, sig) OP_##name,
  OPCODES(X)
#undef X
  OP__COUNT
};
/* the opcodes of the neural compiler's token language (nlist.c): those before SEXT8 */
enum { OP_NL_END = OP_SEXT8 };

#endif
