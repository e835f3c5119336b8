#include <stdio.h>
#include <stdbool.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>
#include <assert.h>

/* Validate a date string of the format mm-dd-yyyy. */
bool valid_date(const char *date) {
    if (strlen(date) != 10) return false;
    for (int i = 0; i < 10; i++) {
        if (i == 2 || i == 5) {
            if (date[i] != '-') return false;
        } else if (!isdigit((unsigned char)date[i])) {
            return false;
        }
    }
    char mm[3], dd[3], yy[5];
    strncpy(mm, date, 2); mm[2] = '\0';
    strncpy(dd, date + 3, 2); dd[2] = '\0';
    strncpy(yy, date + 6, 4); yy[4] = '\0';
    int month = atoi(mm), day = atoi(dd);
    if (month < 1 || month > 12) return false;
    if (day < 1) return false;
    if ((month == 1 || month == 3 || month == 5 || month == 7 || month == 8 || month == 10 || month == 12) && day > 31)
        return false;
    if ((month == 4 || month == 6 || month == 9 || month == 11) && day > 30) return false;
    if (month == 2 && day > 29) return false;
    return true;
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
    assert(valid_date("2003-04-12") == false);
    assert(valid_date("04-2003") == false);
    printf("valid_date: all passed\n");
    return 0;
}
