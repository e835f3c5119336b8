// A statement expression outside a function (gcc: "braced-group within expression allowed only inside a
// function").
// 5:9: error: a statement expression ({ ... }) is allowed only inside a function

int a = ({ 1; });
