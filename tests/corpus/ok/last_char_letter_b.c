#include <stdbool.h>
#include <string.h>
#include <ctype.h>
#include <assert.h>

/* Return true if the last character of a given string is an alphabetical
   character and is not a part of a word (a word is a group of characters
   separated by space). */
bool check_if_last_char_is_a_letter(const char *txt) {
    size_t len = strlen(txt);
    if (len == 0) return false;
    char last = txt[len - 1];
    if (!isalpha((unsigned char)last)) return false;
    if (len == 1) return true;
    return txt[len - 2] == ' ';
}

int main(void) {
    assert(check_if_last_char_is_a_letter("apple") == false);
    assert(check_if_last_char_is_a_letter("apple pi e") == true);
    assert(check_if_last_char_is_a_letter("eeeee") == false);
    assert(check_if_last_char_is_a_letter("A") == true);
    assert(check_if_last_char_is_a_letter("Pumpkin pie ") == false);
    assert(check_if_last_char_is_a_letter("Pumpkin pie 1") == false);
    assert(check_if_last_char_is_a_letter("") == false);
    assert(check_if_last_char_is_a_letter("eeeee e ") == false);
    assert(check_if_last_char_is_a_letter("apple pie") == false);
    assert(check_if_last_char_is_a_letter("apple pi e ") == false);
    return 0;
}
