#include <assert.h>
#include <stdbool.h>

typedef enum { MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY } Weekday;

bool is_leap_year(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int days_in_month(int month, int year) {
    switch (month) {
    case 2:
        return is_leap_year(year) ? 29 : 28;
    case 4:
    case 6:
    case 9:
    case 11:
        return 30;
    default:
        return 31;
    }
}

/* Day of the week (Zeller-like, Sakamoto's method). */
Weekday day_of_week(int y, int m, int d) {
    const int t[] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4};
    if (m < 3) y -= 1;
    int w = (y + y / 4 - y / 100 + y / 400 + t[m - 1] + d) % 7; /* 0 = Sunday */
    return (Weekday)((w + 6) % 7);
}

bool is_weekend(Weekday d) { return d == SATURDAY || d == SUNDAY; }

int day_of_year(int y, int m, int d) {
    int total = d;
    for (int i = 1; i < m; i++) total += days_in_month(i, y);
    return total;
}

int main(void) {
    assert(is_leap_year(2000));
    assert(!is_leap_year(1900));
    assert(is_leap_year(2024));
    assert(days_in_month(2, 2023) == 28);
    assert(days_in_month(2, 2024) == 29);
    assert(days_in_month(11, 2024) == 30);
    assert(day_of_week(2024, 1, 1) == MONDAY);
    assert(day_of_week(2000, 1, 1) == SATURDAY);
    assert(day_of_week(1969, 7, 20) == SUNDAY);
    assert(is_weekend(day_of_week(2023, 12, 24)));
    assert(!is_weekend(WEDNESDAY));
    assert(day_of_year(2024, 12, 31) == 366);
    assert(day_of_year(2023, 3, 1) == 60);
    return 0;
}
