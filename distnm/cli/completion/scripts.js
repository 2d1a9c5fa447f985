// The scripts `agentdeck completion bash|zsh|fish` prints. Each is a thin shim: on Tab it runs
// `agentdeck __complete WORD…` (the words up to the cursor) and hands the lines back to the shell, so the
// candidates always match the installed agentdeck's commands without regenerating the script.
export const SHELLS = ['bash', 'zsh', 'fish'];
export const COMPLETE_COMMAND = '__complete';
/** How to install each script: lines of at most 76 columns (they are printed by `completion --help`). */
export const INSTALL_HINTS = {
    bash: [
        'agentdeck completion bash \\',
        '  > ~/.local/share/bash-completion/completions/agentdeck',
        'or, in ~/.bashrc: source <(agentdeck completion bash)',
    ],
    zsh: [
        'agentdeck completion zsh > "${fpath[1]}/_agentdeck"   (then a new shell)',
        'or, in ~/.zshrc after compinit: source <(agentdeck completion zsh)',
    ],
    fish: ['agentdeck completion fish > ~/.config/fish/completions/agentdeck.fish'],
};
const bash = (bin) => `# agentdeck completion for bash.
# Install: ${INSTALL_HINTS.bash.join('\n#   ')}
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
const zsh = (bin) => `#compdef ${bin}
# agentdeck completion for zsh.
# Install: ${INSTALL_HINTS.zsh.join('\n#   ')}
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
const fish = (bin) => `# agentdeck completion for fish.
# Install: ${INSTALL_HINTS.fish.join('\n#   ')}
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
export function completionScript(shell, bin = 'agentdeck') {
    return { bash, zsh, fish }[shell](bin);
}
