#include <assert.h>
#include <stdbool.h>

#define CAPACITY 100

typedef struct {
    int data[CAPACITY];
    int top;
} Stack;

void stack_init(Stack *s) { s->top = 0; }
bool stack_push(Stack *s, int v) {
    if (s->top == CAPACITY) return false;
    s->data[s->top++] = v;
    return true;
}
int stack_pop(Stack *s) { return s->data[--s->top]; }
bool stack_empty(const Stack *s) { return s->top == 0; }

int main(void) {
    Stack s;
    stack_init(&s);
    assert(stack_empty(&s));
    for (int i = 0; i < 10; i++) assert(stack_push(&s, i * i));
    assert(stack_pop(&s) == 81);
    assert(stack_pop(&s) == 64);
    assert(!stack_empty(&s));
    return 0;
}
