export function withFirstListRequested(secrets) {
    let early = secrets.listSecretSets();
    // Its failure is reported to the caller that takes it; unclaimed, it must not end the process.
    early.catch(() => undefined);
    return new Proxy(secrets, {
        get(target, key) {
            if (key === 'listSecretSets') {
                return (opts) => {
                    const answer = opts === undefined ? early : undefined;
                    early = undefined;
                    return answer ?? target.listSecretSets(opts);
                };
            }
            const value = Reflect.get(target, key, target);
            return typeof value === 'function' ? value.bind(target) : value;
        },
    });
}
