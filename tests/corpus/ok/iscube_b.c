#include <stdlib.h>
#include <math.h>
#include <stdbool.h>
#include <assert.h>

bool iscube(int a) {
    int b = abs(a);
    int root = (int)round(cbrt((double)b));
    return root * root * root == b;
}

int main(void) {
    assert(iscube(1) == true);
    assert(iscube(2) == false);
    assert(iscube(-1) == true);
    assert(iscube(64) == true);
    assert(iscube(180) == false);
    assert(iscube(1000) == true);
    assert(iscube(0) == true);
    assert(iscube(1729) == false);
    return 0;
}
