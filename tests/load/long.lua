-- wrk script: POST /api/adjudicate with the longest loop the server takes (AXF 图三十二's loop
-- played 99 times round, 397 plies): the slowest question a client can ask. See docs/SERVE.md.
--   wrk -t2 -c16 -d20s -s tests/load/long.lua http://127.0.0.1:8080
local moves = "b4a4" .. string.rep(" a5e5 a4e4 e5a5 e4a4", 99)
wrk.method = "POST"
wrk.path = "/api/adjudicate"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"rules": "cn", "fen": "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1", '
  .. '"moves": "' .. moves .. '"}'
