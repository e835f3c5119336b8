#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <limits.h>
#include <assert.h>

/* The strength of an extension is CAP - SM (upper-case minus lower-case
   letters). Return "ClassName.StrongestExtensionName"; the first one wins ties. */
char *Strongest_Extension(const char *class_name, const char **extensions, int n) {
    int best = INT_MIN;
    const char *strongest = NULL;
    for (int i = 0; i < n; i++) {
        int strength = 0;
        for (const char *p = extensions[i]; *p; p++) {
            if (isupper(*p)) strength++;
            else if (islower(*p)) strength--;
        }
        if (strength > best) {
            best = strength;
            strongest = extensions[i];
        }
    }
    char *result = malloc(strlen(class_name) + strlen(strongest) + 2);
    sprintf(result, "%s.%s", class_name, strongest);
    return result;
}

int main(void) {
    const char *e1[] = {"tEN", "niNE", "eIGHt8OKe"};
    const char *e2[] = {"nani", "NazeDa", "YEs.WeCaNe", "32145tggg"};
    const char *e3[] = {"t", "eMptY", "nothing", "zeR00", "NuLl__", "123NoooneB321"};
    const char *e4[] = {"Ta", "TAR", "t234An", "cosSo"};
    const char *e5[] = {"Tab", "123", "781345", "-_-"};
    const char *e6[] = {"HhAas", "okIWILL123", "WorkOut", "Fails", "-_-"};
    const char *e7[] = {"Die", "NowW", "Wow", "WoW"};
    const char *e8[] = {"Bb", "91245"};
    const char *e9[] = {"671235", "Bb"};
    char *r;
    r = Strongest_Extension("Watashi", e1, 3); assert(strcmp(r, "Watashi.eIGHt8OKe") == 0); free(r);
    r = Strongest_Extension("Boku123", e2, 4); assert(strcmp(r, "Boku123.YEs.WeCaNe") == 0); free(r);
    r = Strongest_Extension("__YESIMHERE", e3, 6); assert(strcmp(r, "__YESIMHERE.NuLl__") == 0); free(r);
    r = Strongest_Extension("K", e4, 4); assert(strcmp(r, "K.TAR") == 0); free(r);
    r = Strongest_Extension("__HAHA", e5, 4); assert(strcmp(r, "__HAHA.123") == 0); free(r);
    r = Strongest_Extension("YameRore", e6, 5); assert(strcmp(r, "YameRore.okIWILL123") == 0); free(r);
    r = Strongest_Extension("finNNalLLly", e7, 4); assert(strcmp(r, "finNNalLLly.WoW") == 0); free(r);
    r = Strongest_Extension("_", e8, 2); assert(strcmp(r, "_.Bb") == 0); free(r);
    r = Strongest_Extension("Sp", e9, 2); assert(strcmp(r, "Sp.671235") == 0); free(r);
    return 0;
}
