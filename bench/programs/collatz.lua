return function(n)
  local total = 0
  for i = 1, n do
    local x = i
    while x ~= 1 do
      if x % 2 == 0 then x = x // 2 else x = 3 * x + 1 end
      total = total + 1
    end
  end
  return total
end
