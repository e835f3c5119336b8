#include <assert.h>
#include <limits.h>

/* Checksum over bytes, accumulating in an unsigned char (wraps mod 256) */
unsigned char checksum8(const unsigned char data[], int n) {
    unsigned char sum = 0;
    for (int i = 0; i < n; i++) sum += data[i];
    return (unsigned char)(~sum + 1);
}

short saturating_add16(short a, short b) {
    int s = a + b;
    if (s > SHRT_MAX) return SHRT_MAX;
    if (s < SHRT_MIN) return SHRT_MIN;
    return (short)s;
}

/* Swap the bytes of a 16-bit value */
unsigned short bswap16(unsigned short x) {
    return (unsigned short)((x << 8) | (x >> 8));
}

int sign_extend_byte(int b) {
    signed char c = (signed char)b;
    return c;
}

int main(void) {
    unsigned char data[] = {0x10, 0x20, 0xF0, 0x35};
    unsigned char c = checksum8(data, 4);
    unsigned char total = (unsigned char)(0x10 + 0x20 + 0xF0 + 0x35 + c);
    assert(total == 0);
    assert(c == 0xAB);
    assert(saturating_add16(30000, 10000) == SHRT_MAX);
    assert(saturating_add16(-30000, -10000) == SHRT_MIN);
    assert(saturating_add16(100, -300) == -200);
    assert(bswap16(0x1234) == 0x3412);
    assert(bswap16(0xFF00) == 0x00FF);
    assert(sign_extend_byte(0xFF) == -1);
    assert(sign_extend_byte(0x7F) == 127);
    assert(sign_extend_byte(384) == -128);
    assert(sizeof(short) == 2 && sizeof(long long) == 8);
    unsigned int u = 0;
    u--;
    assert(u == UINT_MAX);
    assert((unsigned char)300 == 44);
    return 0;
}
