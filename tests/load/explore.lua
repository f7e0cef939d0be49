-- wrk script: POST /api/explore, what the page asks after every click: AXF 图三十二's loop with
-- every position's legal moves and the rulings under both books. See docs/SERVE.md.
--   wrk -t2 -c16 -d20s -s tests/load/explore.lua http://127.0.0.1:8080
wrk.method = "POST"
wrk.path = "/api/explore"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"fen": "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1", '
  .. '"moves": "b4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4 e5a5 e4a4"}'
