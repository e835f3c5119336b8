#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The strength of an extension is CAP - SM (uppercase letters minus lowercase letters).
   Write "ClassName.StrongestExtensionName" into out, choosing the first one on ties. */
void Strongest_Extension(const char *class_name, const char **extensions, int n, char *out) {
    int best = 0, best_strength = 0;
    for (int i = 0; i < n; i++) {
        int strength = 0;
        for (const char *p = extensions[i]; *p; p++) {
            if (isupper((unsigned char)*p)) strength++;
            else if (islower((unsigned char)*p)) strength--;
        }
        if (i == 0 || strength > best_strength) {
            best = i;
            best_strength = strength;
        }
    }
    sprintf(out, "%s.%s", class_name, extensions[best]);
}

int main(void) {
    char out[128];
    const char *a[] = {"tEN", "niNE", "eIGHt8OKe"};
    Strongest_Extension("Watashi", a, 3, out);
    assert(strcmp(out, "Watashi.eIGHt8OKe") == 0);
    const char *b[] = {"nani", "NazeDa", "YEs.WeCaNe", "32145tggg"};
    Strongest_Extension("Boku123", b, 4, out);
    assert(strcmp(out, "Boku123.YEs.WeCaNe") == 0);
    const char *c[] = {"t", "eMptY", "nothing", "zeR00", "NuLl__", "123NoooneB321"};
    Strongest_Extension("__YESIMHERE", c, 6, out);
    assert(strcmp(out, "__YESIMHERE.NuLl__") == 0);
    const char *d[] = {"Ta", "TAR", "t234An", "cosSo"};
    Strongest_Extension("K", d, 4, out);
    assert(strcmp(out, "K.TAR") == 0);
    const char *e[] = {"SE", "SP"};
    Strongest_Extension("_", e, 2, out);
    assert(strcmp(out, "_.SE") == 0);
    return 0;
}
