#include <assert.h>
#include <stdio.h>
#include <string.h>

/* Unix-like permission bits packed in a bit-field struct: parse "rwxr-x---" and back. */
typedef struct {
    unsigned int other : 3;
    unsigned int group : 3;
    unsigned int owner : 3;
    unsigned int is_dir : 1;
} Mode;

Mode parse_mode(const char *s) {
    Mode m = {0, 0, 0, 0};
    int i;
    unsigned vals[3] = {0, 0, 0};
    assert(strlen(s) == 9);
    for (i = 0; i < 9; i++) {
        if (s[i] != '-') vals[i / 3] |= 1u << (2 - i % 3);
    }
    m.owner = vals[0];
    m.group = vals[1];
    m.other = vals[2];
    return m;
}

void format_mode(Mode m, char *out) {
    const char *letters = "rwx";
    unsigned parts[3];
    parts[0] = m.owner;
    parts[1] = m.group;
    parts[2] = m.other;
    for (int i = 0; i < 9; i++) out[i] = (parts[i / 3] >> (2 - i % 3)) & 1 ? letters[i % 3] : '-';
    out[9] = '\0';
}

int octal(Mode m) { return m.owner * 64 + m.group * 8 + m.other; }

int main(void) {
    char buf[10];
    Mode m = parse_mode("rwxr-x---");
    assert(octal(m) == 0750);
    format_mode(m, buf);
    assert(strcmp(buf, "rwxr-x---") == 0);
    m.group += 3; /* wraps in 3 bits: 5 + 3 = 0 */
    assert(m.group == 0);
    m.is_dir = 1;
    assert(m.is_dir == 1 && octal(m) == 0700);
    assert(octal(parse_mode("rw-rw-r--")) == 0664);
    assert(sizeof(Mode) == sizeof(unsigned int));
    printf("%o\n", octal(parse_mode("r--r--r--")));
    return 0;
}
