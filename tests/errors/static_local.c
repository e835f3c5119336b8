// A static local variable that is not const (its value would have to outlive the call): not supported yet.
// 3:21: error: a static local variable is not supported by gnc yet (only a static const one)
int counter(void) { static int calls = 0; return ++calls; }
