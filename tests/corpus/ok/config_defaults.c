#include <assert.h>
#include <stdio.h>
#include <string.h>

typedef struct { int width, height; } Size;
typedef struct { char name[16]; Size window; int ports[4]; double scale; } Config;

/* Defaults set with nested designators, as C99 code writes them. */
static const Config defaults = {
    .name = "app",
    .window.width = 800,
    .window.height = 600,
    .ports[0] = 8080,
    .ports[2] = 9090,
    .scale = 1.0 / 3,
};

static const char *log_prefix(void) { return __func__; }

int total_ports(const Config *c) {
    int s = 0;
    for (int i = 0; i < 4; i++) s += c->ports[i];
    return s;
}

int main(void) {
    assert(strcmp(defaults.name, "app") == 0);
    assert(defaults.window.width == 800 && defaults.window.height == 600);
    assert(total_ports(&defaults) == 17170);
    Config c = {.window = {1024, 768}, .ports[1] = 22, 23, .scale = 2.0};
    assert(c.ports[1] == 22 && c.ports[2] == 23 && c.ports[0] == 0);
    assert(c.window.height == 768 && c.name[0] == '\0');
    assert(strcmp(log_prefix(), "log_prefix") == 0);
    printf("%s: %s %dx%d %.4f\n", log_prefix(), defaults.name, c.window.width, c.window.height, defaults.scale);
    return 0;
};
