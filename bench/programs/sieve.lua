local function sieve()
  local composite = {}
  for i = 0, 59999 do composite[i] = false end
  local count = 0
  for i = 2, 59999 do
    if not composite[i] then
      count = count + 1
      for j = i + i, 59999, i do composite[j] = true end
    end
  end
  return count
end
return function(n)
  local s = 0
  for k = 1, n do s = s + sieve() end
  return s
end
