#include <stdbool.h>
#include <ctype.h>
#include <string.h>
#include <assert.h>

/* Given a dictionary (represented by its keys), return true if all keys are
   strings in lower case or all keys are strings in upper case, else false.
   Return false if the dictionary is empty. A NULL key stands for a non-string key. */
bool check_dict_case(const char *keys[], int n) {
    if (n == 0) return false;
    int state = 0; /* 0 start, 1 upper, 2 lower */
    for (int i = 0; i < n; i++) {
        const char *key = keys[i];
        if (key == NULL) return false;
        bool all_upper = true, all_lower = true;
        for (const char *p = key; *p; p++) {
            if (!isupper((unsigned char)*p)) all_upper = false;
            if (!islower((unsigned char)*p)) all_lower = false;
        }
        if (state == 0) {
            if (all_upper) state = 1;
            else if (all_lower) state = 2;
            else return false;
        } else if ((state == 1 && !all_upper) || (state == 2 && !all_lower)) {
            return false;
        }
    }
    return true;
}

int main(void) {
    const char *a[] = {"p", "b"};
    const char *b[] = {"p", "A", "B"};
    const char *c[] = {"p", NULL, "a"};
    const char *d[] = {"Name", "Age", "City"};
    const char *e[] = {"STATE", "ZIP"};
    const char *f[] = {"fruit", "taste"};
    assert(check_dict_case(a, 2) == true);
    assert(check_dict_case(b, 3) == false);
    assert(check_dict_case(c, 3) == false);
    assert(check_dict_case(d, 3) == false);
    assert(check_dict_case(e, 2) == true);
    assert(check_dict_case(f, 2) == true);
    assert(check_dict_case(NULL, 0) == false);
    return 0;
}
