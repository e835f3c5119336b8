#include <assert.h>

/* Boyer-Moore majority vote; assumes a majority element exists */
int majority_element(const int nums[], int n) {
    int candidate = 0, count = 0;
    for (int i = 0; i < n; i++) {
        if (count == 0) {
            candidate = nums[i];
        }
        count += (nums[i] == candidate) ? 1 : -1;
    }
    return candidate;
}

/* HumanEval/69: greatest integer whose frequency >= its value, else -1 */
int search(const int lst[], int n) {
    int freq[101] = {0};
    for (int i = 0; i < n; i++) freq[lst[i]]++;
    int ans = -1;
    for (int v = 1; v <= 100; v++) {
        if (freq[v] >= v) ans = v;
    }
    return ans;
}

int main(void) {
    int a[] = {3, 2, 3};
    int b[] = {2, 2, 1, 1, 1, 2, 2};
    int c[] = {-1, -1, -1, 5, 5};
    assert(majority_element(a, 3) == 3);
    assert(majority_element(b, 7) == 2);
    assert(majority_element(c, 5) == -1);

    int s1[] = {4, 1, 2, 2, 3, 1};
    int s2[] = {1, 2, 2, 3, 3, 3, 4, 4, 4};
    int s3[] = {5, 5, 4, 4, 4};
    int s4[] = {5};
    int s5[] = {3, 3};
    assert(search(s1, 6) == 2);
    assert(search(s2, 9) == 3);
    assert(search(s3, 5) == -1);
    assert(search(s4, 1) == -1);
    assert(search(s5, 2) == -1);
    return 0;
}
