#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static char log_buf[256];
static int log_len = 0;

static void log_msg(const char *fmt, ...) {
    va_list args;
    va_start(args, fmt);
    int n = vsnprintf(log_buf + log_len, sizeof(log_buf) - log_len, fmt, args);
    va_end(args);
    if (n > 0) log_len += n;
}

int sum_all(int count, ...) {
    va_list ap;
    int total = 0;
    va_start(ap, count);
    for (int i = 0; i < count; i++) total += va_arg(ap, int);
    va_end(ap);
    return total;
}

static int say(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vprintf(fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    r += vfprintf(stdout, fmt, ap);
    va_end(ap);
    return r;
}

int main(void) {
    log_msg("%s=%d;", "a", 1);
    log_msg("%s=%.2f;", "pi", 3.14159);
    assert(strcmp(log_buf, "a=1;pi=3.14;") == 0);
    assert(sum_all(4, 1, 2, 3, 4) == 10);
    assert(sum_all(0) == 0);
    char line[64];
    snprintf(line, sizeof line, "%d items", sum_all(2, 20, 22));
    assert(strcmp(line, "42 items") == 0);
    printf("%s\n", log_buf);
    assert(say("[%d|%s]\n", 7, "ab") == 14);
    return 0;
}
