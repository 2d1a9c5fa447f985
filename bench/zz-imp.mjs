const t0 = performance.now();
const mods = process.argv.slice(2);
for (const m of mods) { const s = performance.now(); await import(m); console.log(m, Math.round(performance.now() - s)); }
console.log('total', Math.round(performance.now() - t0));
