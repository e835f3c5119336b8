#include <assert.h>
#include <ctype.h>
#include <string.h>

/* For a given string, flip lowercase characters to uppercase and uppercase to lowercase. */
void flip_case(const char *input, char *output) {
    while (*input) {
        unsigned char c = (unsigned char)*input++;
        if (islower(c)) *output++ = (char)toupper(c);
        else if (isupper(c)) *output++ = (char)tolower(c);
        else *output++ = (char)c;
    }
    *output = '\0';
}

int main(void) {
    char buf[64];
    flip_case("", buf);
    assert(strcmp(buf, "") == 0);
    flip_case("Hello!", buf);
    assert(strcmp(buf, "hELLO!") == 0);
    flip_case("These violent delights have violent ends", buf);
    assert(strcmp(buf, "tHESE VIOLENT DELIGHTS HAVE VIOLENT ENDS") == 0);
    return 0;
}
