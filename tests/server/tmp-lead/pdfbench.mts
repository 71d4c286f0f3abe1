// A/B of the printed documents (not a test): a 45-row table document rendered 12 times in one process.
import { renderPdf, table } from '../../../server/src/pdf/document.ts';
const columns = [ { title: 'Descrizione', width: 0.4 }, { title: 'Formato', width: 0.15 }, { title: 'Quantità', width: 0.15, align: 'right' as const }, { title: 'Prezzo', width: 0.15, align: 'right' as const }, { title: 'Importo', width: 0.15, align: 'right' as const } ];
const rows = Array.from({ length: 45 }, (_, i) => [`Busta stand-up riga ${i + 1}\n250×400 mm, 60 µm, Bande: Banda avana`, '250×400', `${(i + 1) * 1000} pz`, '0,0095 €', `${i + 1},00 €`]);
const times: number[] = [];
const cpu0 = process.cpuUsage();
for (let i = 0; i < 12; i++) { const t = performance.now(); await renderPdf({ title: 'Prova', language: 'it', author: 'B' }, (doc) => table(doc, columns, rows)); times.push(performance.now() - t); }
const cpu = process.cpuUsage(cpu0);
const rest = times.slice(2).sort((a, b) => a - b);
console.log(process.argv[2], 'first', times[0]!.toFixed(0), 'ms; median of the 3rd-12th', rest[5]!.toFixed(0), 'ms; CPU for 12:', ((cpu.user + cpu.system) / 1e6).toFixed(2), 's');
