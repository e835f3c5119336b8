#include <assert.h>
#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* Validate a date string of the form mm-dd-yyyy: months 1-12, days 1-31 for months
   1,3,5,7,8,10,12, 1-30 for months 4,6,9,11 and 1-29 for month 2. */
bool valid_date(const char *date) {
    if (strlen(date) != 10 || date[2] != '-' || date[5] != '-') return false;
    for (int i = 0; i < 10; i++) {
        if (i == 2 || i == 5) continue;
        if (!isdigit((unsigned char)date[i])) return false;
    }
    int month = atoi(date);
    int day = atoi(date + 3);
    if (month < 1 || month > 12 || day < 1) return false;
    static const int days_in[] = {0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return day <= days_in[month];
}

int main(void) {
    assert(valid_date("03-11-2000") == true);
    assert(valid_date("15-01-2012") == false);
    assert(valid_date("04-0-2040") == false);
    assert(valid_date("06-04-2020") == true);
    assert(valid_date("01-01-2007") == true);
    assert(valid_date("03-32-2011") == false);
    assert(valid_date("") == false);
    assert(valid_date("04-31-3000") == false);
    assert(valid_date("06-06-2005") == true);
    assert(valid_date("21-31-2000") == false);
    assert(valid_date("04-12-2003") == true);
    assert(valid_date("04122003") == false);
    assert(valid_date("20030412") == false);
    assert(valid_date("2003-04") == false);
    assert(valid_date("04-2003") == false);
    return 0;
}
