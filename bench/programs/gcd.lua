local function gcd(a, b)
  while b ~= 0 do local t = a % b; a = b; b = t end
  return a
end
return function(n)
  local s = 0
  for i = 1, n do for j = 1, 200 do s = s + gcd(i * 7919, j * 104729) end end
  return s
end
