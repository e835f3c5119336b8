#include <assert.h>
#include <ctype.h>

/* Letter grades with gcc's case ranges, and a character classifier. */
char grade(int score) {
    switch (score / 10) {
    case 9 ... 10: return 'A';
    case 8: return 'B';
    case 7: return 'C';
    case 6: return 'D';
    default: return 'F';
    }
}

int kind(char c) {
    switch (c) {
    case '0' ... '9': return 1;
    case 'a' ... 'z':
    case 'A' ... 'Z': return 2;
    case ' ': case '\t': case '\n': return 3;
    default: return 0;
    }
}

int main(void) {
    assert(grade(100) == 'A');
    assert(grade(95) == 'A');
    assert(grade(89) == 'B');
    assert(grade(70) == 'C');
    assert(grade(65) == 'D');
    assert(grade(12) == 'F');
    assert(kind('7') == 1 && kind('q') == 2 && kind('Q') == 2 && kind('\t') == 3 && kind('#') == 0);
    const char *s = "ab 12!";
    int counts[4] = {0};
    for (int i = 0; s[i]; i++) counts[kind(s[i])]++;
    assert(counts[0] == 1 && counts[1] == 2 && counts[2] == 2 && counts[3] == 1);
    return 0;
}
