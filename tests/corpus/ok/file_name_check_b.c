#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <assert.h>

/* A file name is valid if it has at most three digits, exactly one dot, a
   non-empty name before the dot starting with a latin letter, and one of the
   extensions txt, exe, dll. */
const char *file_name_check(const char *file_name) {
    int digits = 0, dots = 0;
    const char *dot = NULL;
    for (const char *p = file_name; *p != '\0'; p++) {
        if (isdigit((unsigned char)*p)) digits++;
        if (*p == '.') {
            dots++;
            dot = p;
        }
    }
    if (digits > 3 || dots != 1) return "No";
    if (dot == file_name || !isalpha((unsigned char)file_name[0])) return "No";
    const char *ext = dot + 1;
    if (strcmp(ext, "txt") != 0 && strcmp(ext, "exe") != 0 && strcmp(ext, "dll") != 0) return "No";
    return "Yes";
}

int main(void) {
    const char *yes[] = {"example.txt", "K.dll", "MY16FILE3.exe", "this_is_valid.txt",
                         "all.exe", "I563_No.exe", "Is3youfault.txt", "no_one#knows.dll"};
    const char *no[] = {"1example.dll", "s1sdf3.asd", "_Y.txt", "?aREYA.exe", "/this_is_valid.dll",
                        "this_is_valid.wow", "His12FILE94.exe", "this_is_valid.txtexe", "#this2_i4s_5valid.ten", "@this1_is6_valid.exe",
                        "this_is_12valid.6exe4.txt", "all.exe.txt", "I563_Yes3.exe", "1I563_Yes3.exe",
                        "final..txt", "final132", "_f4indsartal132.", ".txt", "s."};
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++) {
        assert(strcmp(file_name_check(yes[i]), "Yes") == 0);
    }
    for (size_t i = 0; i < sizeof no / sizeof *no; i++) {
        assert(strcmp(file_name_check(no[i]), "No") == 0);
    }
    printf("%s\n", file_name_check("example.txt"));
    return 0;
}
