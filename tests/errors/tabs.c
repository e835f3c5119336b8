// Tabs before the error: the caret line copies them so that the caret lines up.
// 9:14: error: 'b' undeclared
// 12:13: error: 'c' undeclared
// 15:13: error: 'd' undeclared
// 15:17: error: 'e' undeclared

int f(void) {
	int	a = 1;
	return	a +		b;
}
	int g(void) {
  	 	return	c	;
}
int h(void) {
				return		d	+	e;
}
