return function(n)
  local s = 0
  for i = 0, n - 1 do
    for j = 0, 999 do
      for k = 0, 9 do s = s + (i ~ j) + k * 3 - (j & 7) end
    end
  end
  return s
end
