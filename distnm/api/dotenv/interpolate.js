const VARIABLE = /\$\{([^}:]*)(?::-([^}]*))?\}/g;
/** Expands one value against `known` (file keys so far, which win) and `env`. */
function expand(raw, known, env) {
    let interpolated = false;
    const value = raw.replace(VARIABLE, (_match, name, fallback) => {
        interpolated = true;
        if (known.has(name))
            return known.get(name) ?? '';
        const fromEnv = Object.prototype.hasOwnProperty.call(env, name) ? env[name] : undefined;
        return fromEnv ?? fallback ?? '';
    });
    return { value, interpolated };
}
/** The keys and values of the parsed statements, later duplicates winning (first position kept, as a dict does). */
export function resolveBindings(bindings, env) {
    const values = new Map();
    const resolved = new Map();
    for (const binding of bindings) {
        if (binding.key === null)
            continue;
        const result = binding.value === null ? { value: null, interpolated: false } : expand(binding.value, values, env);
        values.set(binding.key, result.value);
        resolved.set(binding.key, result);
    }
    return resolved;
}
