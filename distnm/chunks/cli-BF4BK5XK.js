import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  ANSI,
  PLAIN,
  colorEnabled
} from "./chunk-EUX4PQUR.js";
import {
  showRetryAfterWait
} from "./chunk-E4JWONUH.js";
import {
  RETRY_BUDGET_SECONDS,
  addCommonOptions,
  organizationOption
} from "./chunk-LOG7E7DE.js";
import {
  Argument,
  Command,
  CommanderError,
  Help
} from "./chunk-TZFNRNE6.js";
import {
  CancelledError,
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  UsageError,
  describeFailure
} from "./chunk-ZJ6UEI4Y.js";
import {
  VERSION
} from "./chunk-EPPTKU2A.js";
import {
  redact,
  redactDeep,
  redactServerText,
  registerSecret
} from "./chunk-4K7H4426.js";
import {
  escapeInvisibles,
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/completion/engine.ts
var oneLine = (text) => {
  const first = text?.split("\n")[0]?.replace(/\s*\(default: .*\)$/, "").replace(/\t/g, " ").trim();
  if (!first) return void 0;
  const sentence = /^(.+?(?<!\be\.g|\bi\.e)\.)\s/.exec(first)?.[1] ?? first;
  return sentence.length > 70 ? `${sentence.slice(0, 67)}...` : sentence;
};
function takesValue(option) {
  return option.required || option.optional;
}
function optionValueKind(option) {
  if (option.argChoices && option.argChoices.length > 0) return { kind: "choices", values: [...option.argChoices] };
  if (option.long === "--region") return { kind: "regions" };
  if (/<(file|path|dir)[^>]*>|\[(file|path|dir)[^\]]*\]/i.test(option.flags)) return { kind: "files" };
  return { kind: "free" };
}
function isUnder(cmd, group) {
  for (let c = cmd; c; c = c.parent) if (c.name() === group && c.parent) return true;
  return false;
}
function argumentValueKind(cmd, positionals) {
  const args = cmd.registeredArguments;
  const index = positionals.length;
  const arg = args[index] ?? (args.at(-1)?.variadic ? args.at(-1) : void 0);
  if (!arg) return { kind: "free" };
  if (arg.argChoices && arg.argChoices.length > 0) return { kind: "choices", values: [...arg.argChoices] };
  const name = arg.name();
  if (name === "name" && isUnder(cmd, "secrets")) return { kind: "sets" };
  const setAt = args.findIndex((a) => a.name() === "name");
  if (name === "secret_key" && isUnder(cmd, "secrets") && setAt >= 0 && positionals[setAt]) {
    return { kind: "keys", set: positionals[setAt] };
  }
  if (/^(file|path|dir)/i.test(name)) return { kind: "files" };
  return { kind: "free" };
}
function findOption(cmd, token) {
  const help = cmd.createHelp();
  return help.visibleOptions(cmd).find((o) => o.long === token || o.short === token);
}
function findSubcommand(cmd, token) {
  return cmd.commands.find((c) => c.name() === token || c.aliases().includes(token));
}
async function valuesFor(kind, sources) {
  switch (kind.kind) {
    case "choices":
      return { candidates: kind.values.map((value) => ({ value })), files: false };
    case "sets":
      return { candidates: (await sources.sets()).map((value) => ({ value })), files: false };
    case "regions":
      return { candidates: (await sources.regions()).map((value) => ({ value })), files: false };
    case "keys":
      return { candidates: (await sources.keys(kind.set)).map((value) => ({ value })), files: false };
    case "files":
      return { candidates: [], files: true };
    default:
      return { candidates: [], files: false };
  }
}
function withPrefix(completion, current, prefix = "") {
  return {
    files: completion.files,
    candidates: completion.candidates.filter((c) => c.value.startsWith(current)).map((c) => ({ ...c, value: prefix + c.value }))
  };
}
async function complete(program, words, sources) {
  const current = words.at(-1) ?? "";
  const before = words.slice(0, -1);
  let cmd = program;
  const positionals = [];
  let pendingOption;
  let optionsEnded = false;
  for (const token of before) {
    if (pendingOption) {
      pendingOption = void 0;
      continue;
    }
    if (!optionsEnded && token === "--") {
      optionsEnded = true;
      continue;
    }
    if (!optionsEnded && token.startsWith("-") && token.length > 1) {
      const option = findOption(cmd, token.split("=")[0]);
      if (option && takesValue(option) && !token.includes("=") && option.required) pendingOption = option;
      continue;
    }
    const sub = positionals.length === 0 && !optionsEnded ? findSubcommand(cmd, token) : void 0;
    if (sub) {
      cmd = sub;
      continue;
    }
    if (token === "help" && positionals.length === 0 && cmd.commands.length > 0) continue;
    positionals.push(token);
  }
  if (pendingOption) return withPrefix(await valuesFor(optionValueKind(pendingOption), sources), current);
  if (!optionsEnded && current.startsWith("--") && current.includes("=")) {
    const [flag, ...rest] = current.split("=");
    const option = findOption(cmd, flag);
    if (!option || !takesValue(option)) return { candidates: [], files: false };
    const kind = optionValueKind(option);
    if (kind.kind === "files") return { candidates: [], files: true };
    return withPrefix(await valuesFor(kind, sources), rest.join("="), `${flag}=`);
  }
  if (!optionsEnded && current.startsWith("-")) {
    const help = cmd.createHelp();
    const candidates = help.visibleOptions(cmd).flatMap((option) => {
      const description = oneLine(option.description);
      return [option.long, option.short].filter((flag) => Boolean(flag)).map((value) => ({ value, description }));
    });
    return withPrefix({ candidates, files: false }, current);
  }
  if (positionals.length === 0 && cmd.commands.length > 0) {
    const help = cmd.createHelp();
    const candidates = help.visibleCommands(cmd).filter((c) => c.name() !== "help" || cmd === program).map((c) => ({ value: c.name(), description: oneLine(c.summary() || c.description()) }));
    return withPrefix({ candidates, files: false }, current);
  }
  return withPrefix(await valuesFor(argumentValueKind(cmd, positionals), sources), current);
}
function formatCompletion(completion) {
  const lines = completion.candidates.map((c) => c.description ? `${c.value}	${c.description}` : c.value);
  if (completion.files) lines.push(":files");
  return lines.length > 0 ? `${lines.join("\n")}
` : "";
}

// src/cli/completion/scripts.ts
var SHELLS = ["bash", "zsh", "fish"];
var COMPLETE_COMMAND = "__complete";
var INSTALL_HINTS = {
  bash: [
    "agentdeck completion bash \\",
    "  > ~/.local/share/bash-completion/completions/agentdeck",
    "or, in ~/.bashrc: source <(agentdeck completion bash)"
  ],
  zsh: [
    'agentdeck completion zsh > "${fpath[1]}/_agentdeck"   (then a new shell)',
    "or, in ~/.zshrc after compinit: source <(agentdeck completion zsh)"
  ],
  fish: ["agentdeck completion fish > ~/.config/fish/completions/agentdeck.fish"]
};
var bash = (bin) => `# agentdeck completion for bash.
# Install: ${INSTALL_HINTS.bash.join("\n#   ")}
_${bin}_complete() {
  local -a words=() lines=()
  local i w joined=0 cur
  # bash splits --opt=value at '='; put such words back together before asking agentdeck.
  for ((i = 1; i <= COMP_CWORD; i++)); do
    w=\${COMP_WORDS[i]}
    if [[ $w == "=" && \${#words[@]} -gt 0 && \${words[-1]} == --* ]]; then
      words[-1]+="="
      joined=1
    elif ((joined)); then
      words[-1]+="$w"
      joined=0
    else
      words+=("$w")
    fi
  done
  ((\${#words[@]})) || words=("")
  cur=\${words[-1]}
  mapfile -t lines < <(${bin} ${COMPLETE_COMMAND} "\${words[@]}" 2>/dev/null)
  COMPREPLY=()
  local line
  for line in "\${lines[@]}"; do
    if [[ $line == ":files" ]]; then
      compopt -o filenames 2>/dev/null
      mapfile -t -O "\${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "\${cur#--*=}")
    else
      line=\${line%%$'\\t'*}
      # readline replaces only the part after '=' of --opt=value.
      [[ $cur == --*=* ]] && line=\${line#--*=}
      COMPREPLY+=("$line")
    fi
  done
}
complete -F _${bin}_complete ${bin}
`;
var zsh = (bin) => `#compdef ${bin}
# agentdeck completion for zsh.
# Install: ${INSTALL_HINTS.zsh.join("\n#   ")}
_${bin}() {
  local -a lines values
  local line value
  lines=("\${(@f)$(${bin} ${COMPLETE_COMMAND} "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  for line in "\${lines[@]}"; do
    [[ -z $line ]] && continue
    if [[ $line == ":files" ]]; then
      _files
      continue
    fi
    value=\${line%%$'\\t'*}
    value=\${value//:/\\\\:}
    if [[ $line == *$'\\t'* ]]; then
      values+=("$value:\${line#*$'\\t'}")
    else
      values+=("$value")
    fi
  done
  (( \${#values} )) && _describe -t values '${bin}' values
  return 0
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _${bin} "$@"
else
  compdef _${bin} ${bin}
fi
`;
var fish = (bin) => `# agentdeck completion for fish.
# Install: ${INSTALL_HINTS.fish.join("\n#   ")}
function __${bin}_complete
    set -l words (commandline -opc)[2..-1] (commandline -ct)
    for line in (${bin} ${COMPLETE_COMMAND} $words 2>/dev/null)
        if test "$line" = ":files"
            __fish_complete_path (commandline -ct)
        else
            printf '%s\\n' $line
        end
    end
end
complete -c ${bin} -f -a '(__${bin}_complete)'
`;
function completionScript(shell, bin = "agentdeck") {
  return { bash, zsh, fish }[shell](bin);
}

// src/cli/commands/completion.ts
function register(program, rt) {
  program.command("completion").description("Prints the shell completion script for bash, zsh or fish (commands, options, set names).").addArgument(new Argument("<shell>", "bash, zsh or fish.").choices(SHELLS)).addHelpText(
    "after",
    `
Install:
${SHELLS.map((shell) => `  ${shell}:
${INSTALL_HINTS[shell].map((line) => `    ${line}`).join("\n")}`).join("\n")}

Set names and regions come from the active target, cached
for a minute; offline, Tab offers none and prints nothing.`
  ).action((shell) => {
    rt.out(completionScript(shell));
  });
}
async function runComplete(program, words, rt) {
  try {
    const { dynamicSources } = await import("./dynamic-XP2LOOGI.js");
    const sources = dynamicSources({
      env: rt.env,
      organization: organizationIn(words),
      startEmbeddedEmulator: rt.deps.startEmbeddedEmulator
    });
    const emulator = words[0] === "emulator" && words.length > 1 ? await rt.deps.emulatorProgram?.() : void 0;
    const [tree, completed] = emulator ? [emulator, words.slice(1)] : [program, words.length > 0 ? words : [""]];
    rt.stdout.write(formatCompletion(await complete(tree, completed, sources)));
  } catch {
  }
  return 0;
}
function organizationIn(words) {
  for (let i = 0; i < words.length - 1; i++) {
    const word = words[i];
    if ((word === "-o" || word === "--organization") && i + 1 < words.length - 1) return words[i + 1];
    if (word.startsWith("--organization=")) return word.slice("--organization=".length);
  }
  return void 0;
}

// src/cli/commands/whoami.ts
function register2(program, rt) {
  const cmd = program.command("whoami").description("Says where agentdeck talks to: target, organization, room service and where the credentials come from (never a key).").addOption(organizationOption());
  addCommonOptions(cmd).action(async (opts) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      const { sessionFacts, printFacts } = await import("./authShared-F3V6ZFJ5.js");
      const facts = await sessionFacts(target);
      const info = {
        signedInWith: facts.method,
        user: facts.email,
        sessionExpiresAt: facts.expiresAt,
        kind: target.kind,
        target: target.label,
        apiHost: target.apiHost,
        organization: target.org ?? null,
        credentials: target.keySource,
        roomService: target.roomLabel,
        roomSource: target.roomSource,
        roomApiUrl: target.roomApiUrl ?? null,
        ...target.hint ? { hint: target.hint } : {}
      };
      if (opts.json) {
        rt.json({ ...info, ...facts.problem ? { problem: facts.problem } : {} });
        return 0;
      }
      printFacts(rt, target, facts, { where: true });
      if (facts.problem) rt.info(`${rt.errStyle.yellow("warning:")} could not read the signed-in user: ${rt.safe(facts.problem)}`);
      return 0;
    });
  });
}

// src/cli/helpLayout.ts
var DESCRIPTION_INDENT = 6;
var MIN_WIDTH = 40;
var DEFAULT_WIDTH = 80;
var MAX_WIDTH = 120;
function helpWidth(sink, env) {
  const fromEnv = Number(env.COLUMNS);
  const columns = sink.isTTY && sink.columns ? sink.columns : Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_WIDTH;
  return Math.min(Math.max(columns, MIN_WIDTH), MAX_WIDTH);
}
var USAGE_TITLE = "Usage: ";
function wrapWords(text, width, indent) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join(`
${indent}`);
}
function helpLayout() {
  return {
    commandUsage(cmd) {
      const usage = Help.prototype.commandUsage.call(this, cmd);
      const width = (this.helpWidth ?? DEFAULT_WIDTH) - USAGE_TITLE.length;
      return usage.length <= width ? usage : wrapWords(usage, width, " ".repeat(USAGE_TITLE.length));
    },
    formatItem(term, termWidth, description, helper) {
      const width = helper.helpWidth ?? DEFAULT_WIDTH;
      const besideWidth = width - termWidth - 2 - 2;
      if (!description || besideWidth >= helper.minWidthToWrap || helper.preformatted(description)) {
        return Help.prototype.formatItem.call(helper, term, termWidth, description, helper);
      }
      const indent = " ".repeat(DESCRIPTION_INDENT);
      const wrapped = helper.boxWrap(description, Math.max(width - DESCRIPTION_INDENT, helper.minWidthToWrap));
      return `  ${term}
${wrapped.replace(/^/gm, indent)}`;
    }
  };
}

// src/cli/usageError.ts
var OPTION_NAME = /^--?[A-Za-z][A-Za-z0-9-]*$/;
var COMMAND_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
function safeUsageError(text) {
  const option = /^error: unknown option '([\s\S]*)'(\n?\(Did you mean [^)]*\)\??)?\n?$/.exec(text);
  if (option) {
    const [, flag, suggestion = ""] = option;
    if (OPTION_NAME.test(flag)) return text;
    const name = flag.split("=")[0];
    if (flag.includes("=") && OPTION_NAME.test(name)) return `error: unknown option '${name}' (its value is not shown)${suggestion}
`;
    return "error: an argument starting with '-' is not an option of this command (not shown: it may hold a secret). A key cannot start with '-'; to pass a value starting with '-', write KEY=-value.\n";
  }
  const command = /^error: unknown command '([\s\S]*)'(\n?\(Did you mean [^)]*\)\??)?\n?$/.exec(text);
  if (command && !COMMAND_NAME.test(command[1])) {
    return "error: unknown command (the argument is not shown: it may hold a secret; see agentdeck --help)\n";
  }
  return text;
}

// src/cli/rootOptions.ts
var ROOT_OPTIONS = { organization: "-o/--organization", json: "--json", verbose: "--verbose" };
function commandPath(cmd) {
  const names = [];
  for (let c = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}
function applyRootOptions(root, actionCommand) {
  if (actionCommand === root) return;
  const given = root.opts();
  for (const [attribute, flag] of Object.entries(ROOT_OPTIONS)) {
    const value = given[attribute];
    if (value === void 0) continue;
    const name = commandPath(actionCommand);
    const takes = actionCommand.options.some((option) => option.attributeName() === attribute);
    if (!takes) {
      root.error(`error: ${flag} given before '${name}', which does not take it`, { exitCode: 2, code: "agentdeck.rootOption" });
    }
    const own = actionCommand.getOptionValueSource(attribute) === "cli" ? actionCommand.getOptionValue(attribute) : void 0;
    if (own !== void 0 && own !== value) {
      root.error(`error: ${flag} given twice with different values ('${String(value)}' before '${name}', '${String(own)}' after it)`, {
        exitCode: 2,
        code: "agentdeck.rootOption"
      });
    }
    actionCommand.setOptionValueWithSource(attribute, value, "cli");
  }
}

// src/cli/prompt.ts
var Prompter = class {
  constructor(streams) {
    this.streams = streams;
  }
  streams;
  /** Raw bytes: decoded per line, so a character split across two chunks survives. */
  buffer = Buffer.alloc(0);
  ended = false;
  waiter = null;
  attached = false;
  onData = (chunk) => {
    this.buffer = Buffer.concat([this.buffer, typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk]);
    this.wake();
  };
  onEnd = () => {
    this.ended = true;
    this.wake();
  };
  wake() {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }
  attach() {
    if (this.attached) return;
    this.attached = true;
    this.streams.stdin.on("data", this.onData);
    this.streams.stdin.on("end", this.onEnd);
    this.streams.stdin.resume();
  }
  /** Stops reading stdin so the process can exit. */
  close() {
    if (!this.attached) return;
    this.attached = false;
    this.streams.stdin.off("data", this.onData);
    this.streams.stdin.off("end", this.onEnd);
    this.streams.stdin.pause();
  }
  async nextChunk() {
    await new Promise((resolve) => {
      this.waiter = resolve;
    });
  }
  /** One line without its newline; null at end of input. */
  async readLine() {
    this.attach();
    for (; ; ) {
      const newline = this.buffer.indexOf(10);
      if (newline >= 0) {
        const line = this.buffer.subarray(0, newline).toString("utf8").replace(/\r$/, "");
        this.buffer = this.buffer.subarray(newline + 1);
        return line;
      }
      if (this.ended) {
        if (this.buffer.length === 0) return null;
        const rest = this.buffer.toString("utf8");
        this.buffer = Buffer.alloc(0);
        return rest;
      }
      await this.nextChunk();
    }
  }
  /** Everything up to end of input (for `-f -` and credentials `-`: secrets piped in, never in argv). */
  async readAll() {
    this.attach();
    while (!this.ended) await this.nextChunk();
    const text = this.buffer.toString("utf8");
    this.buffer = Buffer.alloc(0);
    return text;
  }
  /**
   * At most `max + 1` bytes of the rest of stdin, undecoded (one more than `max` tells the caller it is too much).
   * Stops reading once past the limit, so `< /dev/urandom` ends instead of filling memory.
   */
  async readAllBytes(max) {
    this.attach();
    while (!this.ended && this.buffer.length <= max) await this.nextChunk();
    const bytes = this.buffer.subarray(0, max + 1);
    this.buffer = Buffer.alloc(0);
    if (!this.ended) this.close();
    return bytes;
  }
  async ask(question) {
    this.streams.stderr.write(question);
    const line = await this.readLine();
    if (line === null) throw new CancelledError("Cancelled: no answer (end of input); nothing was changed.");
    return line.trim();
  }
  /** y/yes → true; anything else (including just Enter) → false. */
  async confirm(question) {
    const answer = await this.ask(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer);
  }
  /** Reads a line without echoing it, registered for redaction (hidden means secret). Ctrl-C or Ctrl-D cancel. */
  async askHidden(question) {
    const answer = await this.readHidden(question);
    registerSecret(answer);
    return answer;
  }
  async readHidden(question) {
    const { stdin, stderr } = this.streams;
    stderr.write(question);
    if (!(stdin.isTTY && typeof stdin.setRawMode === "function")) {
      const line = await this.readLine();
      if (line === null) throw new CancelledError("Cancelled: no answer (end of input); nothing was changed.");
      return line;
    }
    this.attach();
    stdin.setRawMode(true);
    const decoder = new TextDecoder("utf-8");
    try {
      let typed = "";
      for (; ; ) {
        const chars = [...decoder.decode(this.buffer, { stream: true })];
        this.buffer = Buffer.alloc(0);
        for (const [index, ch] of chars.entries()) {
          if (ch === "\r" || ch === "\n") {
            this.buffer = Buffer.from(chars.slice(index + 1).join(""), "utf8");
            stderr.write("\n");
            return typed;
          }
          if (ch === "" || ch === "") {
            stderr.write("\n");
            throw new CancelledError();
          }
          if (ch === "\x7F" || ch === "\b") typed = [...typed].slice(0, -1).join("");
          else if (ch >= " ") typed += ch;
        }
        if (this.ended) throw new CancelledError();
        await this.nextChunk();
      }
    } finally {
      stdin.setRawMode(false);
    }
  }
};

// src/cli/runtime.ts
function redacting(sink) {
  return {
    write: (chunk) => sink.write(escapeInvisibles(redact(String(chunk)))),
    get isTTY() {
      return sink.isTTY;
    },
    get columns() {
      return sink.columns;
    }
  };
}
var Runtime = class {
  constructor(deps) {
    this.deps = deps;
    this.rawStdout = deps.stdout ?? process.stdout;
    this.stdout = redacting(this.rawStdout);
    this.stderr = redacting(deps.stderr ?? process.stderr);
    this.env = deps.env ?? process.env;
    this.isTTY = deps.isTTY ?? Boolean(process.stdin.isTTY && process.stderr.isTTY);
    this.stdinIsTTY = deps.isTTY ?? Boolean(process.stdin.isTTY);
    this.outStyle = colorEnabled(this.env, Boolean(this.stdout.isTTY)) ? ANSI : PLAIN;
    this.errStyle = colorEnabled(this.env, Boolean(this.stderr.isTTY)) ? ANSI : PLAIN;
    this.prompter = new Prompter({ stdin: deps.stdin ?? process.stdin, stderr: this.stderr });
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }
  deps;
  stdout;
  stderr;
  env;
  isTTY;
  /** Keys can be read from a terminal (the interactive app also needs stdout to be one). */
  stdinIsTTY;
  /** Style for stdout (tables) and for stderr (messages). */
  outStyle;
  errStyle;
  prompter;
  sleep;
  exitCode = 0;
  /** The unwrapped stdout, only for JSON already redacted value by value (text redaction could break its syntax). */
  rawStdout;
  targetPromise = null;
  /** Machine-readable or table output. */
  out(text) {
    this.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  }
  json(value) {
    this.rawStdout.write(`${escapeInvisibles(JSON.stringify(redactDeep(value), null, 2))}
`);
  }
  /** Human text (progress, previews, hints, warnings). */
  info(text) {
    this.stderr.write(text.endsWith("\n") ? text : `${text}
`);
  }
  /** Server text made safe for one line of a terminal. */
  safe(text) {
    return sanitizeTerminalText(redactServerText(text ?? ""), { singleLine: true });
  }
  /** Throws the "no TTY → never prompt" usage error naming the flag to pass. */
  requireInteractive(what, flagHint) {
    if (!this.isTTY) throw new UsageError(`${what} needs confirmation but stdin is not a terminal; ${flagHint}`);
  }
  target(opts) {
    this.targetPromise ??= (async () => {
      const { resolveTarget } = await import("./target-CTOEK3ZU.js");
      const target = await resolveTarget({
        organization: opts.organization,
        env: this.env,
        startEmbeddedEmulator: this.deps.startEmbeddedEmulator,
        warn: (message) => this.info(this.errStyle.yellow(message)),
        http: {
          retryBudget: { limitMs: RETRY_BUDGET_SECONDS * 1e3 },
          onRetry: (info) => {
            if (opts.verbose) {
              this.info(
                `agentdeck: retry ${info.attempt} in ${info.delayMs} ms (${info.status !== void 0 ? `HTTP ${info.status}` : info.errorCode ?? "network error"})`
              );
            }
            if (info.retryAfterMs !== void 0 && this.stderr.isTTY) showRetryAfterWait(this, info.retryAfterMs, info.status);
          }
        }
      });
      if (opts.verbose) {
        this.info(`agentdeck: secrets \u2192 ${target.label}; rooms \u2192 ${target.roomLabel}; credentials from ${target.keySource}`);
      }
      if (target.hint) {
        this.info(this.errStyle.dim(`agentdeck: using the ${target.label} (nothing configured); ${target.hint}.`));
      }
      return target;
    })();
    return this.targetPromise;
  }
  /** Runs a command body, mapping what it throws to an exit code and one message. */
  async run(opts, body) {
    try {
      this.exitCode = await body() ?? 0;
    } catch (error) {
      const failure = describeFailure(error);
      let message = failure.message;
      if (failure.status === 401 && this.targetPromise) {
        const target = await this.targetPromise.catch(() => null);
        if (target && failure.service === "daily") message += ` (room service: ${target.roomLabel})`;
        else if (target) message += ` (credentials from ${target.keySource}; target ${target.label})`;
      }
      const code = failure.code && failure.code !== "USAGE" && failure.code !== "INTERNAL" ? ` [${failure.code}]` : "";
      this.info(`${this.errStyle.red("error:")} ${message}${code}`);
      if (opts.json) {
        this.json({
          error: {
            message,
            ...failure.code ? { code: failure.code } : {},
            ...failure.status ? { status: failure.status } : {},
            ...failure.keys ? { keys: failure.keys } : {}
          }
        });
      }
      this.exitCode = failure.exitCode;
    }
  }
  async close() {
    this.prompter.close();
    const target = await this.targetPromise?.catch(() => null);
    await target?.close();
  }
};

// src/cli/program.ts
var NO_TERMINAL_HINT = "agentdeck needs a terminal for the interactive app; over SSH use ssh -t";
var GROUPS = ["secrets", "rooms", "recordings", "domain", "auth"];
function selectedGroup(argv) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "-o" || arg === "--organization") i++;
    else if (arg === "help") continue;
    else if (!arg.startsWith("-")) return GROUPS.includes(arg) ? arg : void 0;
  }
  return void 0;
}
var SECRETS_COMMANDS = {
  list: () => import("./secretsList-RBN3PEWB.js"),
  set: () => import("./secretsSet-4RMIGLBD.js"),
  unset: () => import("./secretsUnset-YGNDWUZR.js"),
  delete: () => import("./secretsDelete-IJ7EFGGK.js"),
  "image-pull-secret": () => import("./imagePullSecret-LOHVTFSK.js"),
  doctor: () => import("./secretsDoctor-ZUXQT6CJ.js")
};
var ROOMS_COMMANDS = {
  create: () => import("./roomsCreate-U5QQMLBK.js"),
  get: () => import("./roomsGet-NHV25HIF.js"),
  delete: () => import("./roomsDelete-BASL3QNV.js"),
  token: () => import("./roomsToken-OJGJC3S5.js"),
  list: () => import("./roomsList-FFJABFFV.js"),
  update: () => import("./roomsUpdate-HBIGWB7A.js"),
  "token-info": () => import("./roomsTokenInfo-TUVSIZSN.js")
};
function selectedCommand(argv, group, loaders) {
  const at = argv.indexOf(group);
  const next = at >= 0 ? argv[at + 1] : void 0;
  return next !== void 0 && Object.hasOwn(loaders, next) && !argv.includes("help") ? next : void 0;
}
async function registerCommands(group, rt, loaders, argv) {
  const chosen = selectedCommand(argv, group.name(), loaders);
  const modules = await Promise.all((chosen ? [loaders[chosen]] : Object.values(loaders)).map((load) => load()));
  for (const module of modules) module.register(group, rt);
}
async function registerRecordings(recordings, rt) {
  const modules = await Promise.all([import("./recordings-ZJSOZ2CP.js"), import("./recordingsDownload-MRPQSLLO.js")]);
  for (const module of modules) module.register(recordings, rt);
}
async function buildProgram(rt, argv) {
  const group = selectedGroup(argv);
  const program = new Command("agentdeck").description(
    "Secret sets, image pull secrets, rooms and meeting tokens on Pipecat Cloud and Daily.\nWithout a command: the interactive app on a terminal, else the set table."
  ).version(VERSION, "-V, --version").enablePositionalOptions().exitOverride().configureOutput({
    writeOut: (text) => void rt.stdout.write(text),
    writeErr: (text) => void rt.stderr.write(text),
    outputError: (text, write) => write(safeUsageError(text)),
    getOutHelpWidth: () => helpWidth(rt.stdout, rt.env),
    getErrHelpWidth: () => helpWidth(rt.stderr, rt.env)
  }).configureHelp(helpLayout()).showSuggestionAfterError(true).helpCommand(true).addOption(organizationOption());
  addCommonOptions(program);
  program.action(async (opts) => {
    if (program.args.length > 0) program.unknownCommand();
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      if (rt.deps.runInteractive && rt.stdinIsTTY && rt.stdout.isTTY && !opts.json) return rt.deps.runInteractive(target);
      if (!opts.json) rt.info(NO_TERMINAL_HINT);
      const { listSets } = await import("./secretsList-RBN3PEWB.js");
      return listSets(rt, target, { json: opts.json });
    });
  });
  const secrets = program.command("secrets").description("Manage secret sets and image pull secrets.");
  if (group === "secrets") await registerCommands(secrets, rt, SECRETS_COMMANDS, argv);
  const rooms = program.command("rooms").description("Create, look up and delete rooms; issue meeting tokens.");
  if (group === "rooms") await registerCommands(rooms, rt, ROOMS_COMMANDS, argv);
  const recordings = program.command("recordings").description("List, download, start, stop and delete recordings of rooms.");
  if (group === "recordings") await registerRecordings(recordings, rt);
  const domain = program.command("domain").description("Show and change the room service's domain settings (force_audio_only_recording).");
  if (group === "domain") (await import("./domain-ELTHQBOM.js")).register(domain, rt);
  const auth = program.command("auth").description("Sign in, as the official CLI does (login, use-pat, logout, status).");
  if (group === "auth") (await import("./auth-S22PBQMG.js")).register(auth, rt);
  register2(program, rt);
  register(program, rt);
  program.command("emulator").description("Runs the local emulator of the services on loopback (agentdeck emulator --help for its options).").helpOption(false).allowUnknownOption().allowExcessArguments().argument("[args...]").action(async (args) => {
    if (!rt.deps.runEmulator) throw new Error("the emulator is started by the agentdeck binary");
    rt.exitCode = await rt.deps.runEmulator(args);
  });
  program.hook("preAction", (_root, actionCommand) => applyRootOptions(program, actionCommand));
  program.allowExcessArguments(true);
  return program;
}
async function runCli(argv, deps) {
  const rt = new Runtime(deps);
  if (argv[0] === COMPLETE_COMMAND) {
    const words = argv.slice(1);
    try {
      return await runComplete(await buildProgram(rt, words.slice(0, -1)), words, rt);
    } finally {
      await rt.close();
    }
  }
  const program = await buildProgram(rt, argv);
  try {
    await program.parseAsync(argv, { from: "user" });
    return rt.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    throw error;
  } finally {
    await rt.close();
  }
}
export {
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  runCli
};
