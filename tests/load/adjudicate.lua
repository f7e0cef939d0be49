-- wrk script: POST /api/adjudicate, AXF 图三十二's loop (9 plies) under AXF. See docs/SERVE.md.
--   wrk -t2 -c16 -d20s -s tests/load/adjudicate.lua http://127.0.0.1:8080
wrk.method = "POST"
wrk.path = "/api/adjudicate"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"rules": "axf", "fen": "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1", '
  .. '"moves": "车八平九 炮１平５ 车九平五 炮５平１ 车五平九 炮１平５ 车九平五 炮５平１ 车五平九"}'
