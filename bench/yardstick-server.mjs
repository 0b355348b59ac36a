// One page's own bytes, as the shop compressed them, sent by plain node:http as fast as one core
// can: the limit of serving that page (bench/yardstick.ts). Reads its answer from the JSON file
// named by YARDSTICK_FILE ({ headers, body: base64 }) and listens on YARDSTICK_PORT.
import { readFileSync } from 'node:fs'
import http from 'node:http'

const { headers, body } = JSON.parse(readFileSync(process.env.YARDSTICK_FILE, 'utf8'))
const bytes = Buffer.from(body, 'base64')
const server = http.createServer((req, res) => {
  req.resume()
  res.writeHead(200, headers)
  res.end(bytes)
})
server.keepAliveTimeout = 65_000
server.listen(Number(process.env.YARDSTICK_PORT), '127.0.0.1', () => process.stdout.write('ready\n'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
