// Bit-fields that C or gcc reject, and the ones gnc does not take: a type that is no integer, a width past the
// type's bits or negative, a zero width with a name, a _Bool of more than one bit, a width that is no constant,
// more than 32 bits (gcc computes in the field's width), a packed struct's.
// 13:22: error: a bit-field must have an integer type
// 14:19: error: invalid width of a bit-field (from 1 to its type's bits; 0 only without a name)
// 15:24: error: invalid width of a bit-field (from 1 to its type's bits; 0 only without a name)
// 16:19: error: invalid width of a bit-field (from 1 to its type's bits; 0 only without a name)
// 17:21: error: invalid width of a bit-field (from 1 to its type's bits; 0 only without a name)
// 19:19: error: invalid width of a bit-field (from 1 to its type's bits; 0 only without a name)
// 20:36: error: a bit-field of more than 32 bits is not supported by gnc (gcc computes in its width)
// 21:51: error: a bit-field in a packed struct is not supported by gnc

struct T1 { double d : 3; };
struct T2 { int w : 33; };
struct T3 { unsigned n : -1; };
struct T4 { int z : 0; };
struct T5 { _Bool b : 2; };
int k = 3;
struct T6 { int v : k; };
struct T7 { unsigned long long big : 48; };
struct __attribute__((packed)) T8 { char c; int f : 5; };
