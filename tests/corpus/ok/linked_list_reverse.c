#include <assert.h>
#include <stdlib.h>

typedef struct Node {
    int val;
    struct Node *next;
} Node;

Node *push_front(Node *head, int val) {
    Node *n = malloc(sizeof(Node));
    n->val = val;
    n->next = head;
    return n;
}

Node *reverse_list(Node *head) {
    Node *prev = NULL;
    while (head != NULL) {
        Node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

int list_to_array(const Node *head, int *out) {
    int n = 0;
    for (const Node *p = head; p; p = p->next) out[n++] = p->val;
    return n;
}

void free_list(Node *head) {
    while (head) {
        Node *next = head->next;
        free(head);
        head = next;
    }
}

int main(void) {
    Node *head = NULL;
    for (int i = 5; i >= 1; i--) head = push_front(head, i);
    int buf[8];
    assert(list_to_array(head, buf) == 5 && buf[0] == 1 && buf[4] == 5);
    head = reverse_list(head);
    assert(list_to_array(head, buf) == 5);
    for (int i = 0; i < 5; i++) assert(buf[i] == 5 - i);
    free_list(head);
    assert(reverse_list(NULL) == NULL);
    return 0;
}
