#include <assert.h>
#include <ctype.h>
#include <string.h>

/* Return "Yes" if the file's name is valid: not more than three digits, exactly one dot, a
   non-empty name starting with a latin letter before it, and "txt", "exe" or "dll" after it. */
const char *file_name_check(const char *file_name) {
    int digits = 0, dots = 0;
    for (const char *p = file_name; *p; p++) {
        if (isdigit((unsigned char)*p)) digits++;
        if (*p == '.') dots++;
    }
    if (digits > 3 || dots != 1) return "No";
    const char *dot = strchr(file_name, '.');
    if (dot == file_name || !isalpha((unsigned char)file_name[0])) return "No";
    const char *ext = dot + 1;
    if (strcmp(ext, "txt") && strcmp(ext, "exe") && strcmp(ext, "dll")) return "No";
    return "Yes";
}

int main(void) {
    assert(strcmp(file_name_check("example.txt"), "Yes") == 0);
    assert(strcmp(file_name_check("1example.dll"), "No") == 0);
    assert(strcmp(file_name_check("s1sdf3.asd"), "No") == 0);
    assert(strcmp(file_name_check("K.dll"), "Yes") == 0);
    assert(strcmp(file_name_check("MY16FILE3.exe"), "Yes") == 0);
    assert(strcmp(file_name_check("His12FILE94.exe"), "No") == 0);
    assert(strcmp(file_name_check("_Y.txt"), "No") == 0);
    assert(strcmp(file_name_check("?aREYA.exe"), "No") == 0);
    assert(strcmp(file_name_check("/this_is_valid.dll"), "No") == 0);
    assert(strcmp(file_name_check("this_is_valid.wow"), "No") == 0);
    assert(strcmp(file_name_check("this_is_valid.txt"), "Yes") == 0);
    assert(strcmp(file_name_check("this_is_valid.txtexe"), "No") == 0);
    assert(strcmp(file_name_check("final..txt"), "No") == 0);
    assert(strcmp(file_name_check(".txt"), "No") == 0);
    assert(strcmp(file_name_check("s."), "No") == 0);
    return 0;
}
