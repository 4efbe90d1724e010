// The ceiling for the API figures: an Express hello-world on the same machine, measured in the same run.
import express from 'express';

const app = express();
app.get('/health', (_req, res) => {
  res.json({ ok: true });
});
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});
app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
