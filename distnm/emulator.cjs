const __agentdeckFileUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/reusify/reusify.js
var require_reusify = __commonJS({
  "node_modules/reusify/reusify.js"(exports2, module2) {
    "use strict";
    function reusify(Constructor) {
      var head = new Constructor();
      var tail = head;
      function get() {
        var current = head;
        if (current.next) {
          head = current.next;
        } else {
          head = new Constructor();
          tail = head;
        }
        current.next = null;
        return current;
      }
      function release(obj) {
        tail.next = obj;
        tail = obj;
      }
      return {
        get,
        release
      };
    }
    module2.exports = reusify;
  }
});

// node_modules/fastq/queue.js
var require_queue = __commonJS({
  "node_modules/fastq/queue.js"(exports2, module2) {
    "use strict";
    var reusify = require_reusify();
    function fastqueue(context, worker, _concurrency) {
      if (typeof context === "function") {
        _concurrency = worker;
        worker = context;
        context = null;
      }
      if (!(_concurrency >= 1)) {
        throw new Error("fastqueue concurrency must be equal to or greater than 1");
      }
      var cache = reusify(Task);
      var queueHead = null;
      var queueTail = null;
      var _running = 0;
      var errorHandler = null;
      var self = {
        push,
        drain: noop,
        saturated: noop,
        pause,
        paused: false,
        get concurrency() {
          return _concurrency;
        },
        set concurrency(value) {
          if (!(value >= 1)) {
            throw new Error("fastqueue concurrency must be equal to or greater than 1");
          }
          _concurrency = value;
          if (self.paused) return;
          for (; queueHead && _running < _concurrency; ) {
            _running++;
            release();
          }
        },
        running,
        resume,
        idle,
        length,
        getQueue,
        unshift,
        empty: noop,
        kill,
        killAndDrain,
        error,
        abort
      };
      return self;
      function running() {
        return _running;
      }
      function pause() {
        self.paused = true;
      }
      function length() {
        var current = queueHead;
        var counter = 0;
        while (current) {
          current = current.next;
          counter++;
        }
        return counter;
      }
      function getQueue() {
        var current = queueHead;
        var tasks = [];
        while (current) {
          tasks.push(current.value);
          current = current.next;
        }
        return tasks;
      }
      function resume() {
        if (!self.paused) return;
        self.paused = false;
        if (queueHead === null) {
          _running++;
          release();
          return;
        }
        for (; queueHead && _running < _concurrency; ) {
          _running++;
          release();
        }
      }
      function idle() {
        return _running === 0 && self.length() === 0;
      }
      function push(value, done) {
        var current = cache.get();
        current.context = context;
        current.release = release;
        current.value = value;
        current.callback = done || noop;
        current.errorHandler = errorHandler;
        if (_running >= _concurrency || self.paused) {
          if (queueTail) {
            queueTail.next = current;
            queueTail = current;
          } else {
            queueHead = current;
            queueTail = current;
            self.saturated();
          }
        } else {
          _running++;
          worker.call(context, current.value, current.worked);
        }
      }
      function unshift(value, done) {
        var current = cache.get();
        current.context = context;
        current.release = release;
        current.value = value;
        current.callback = done || noop;
        current.errorHandler = errorHandler;
        if (_running >= _concurrency || self.paused) {
          if (queueHead) {
            current.next = queueHead;
            queueHead = current;
          } else {
            queueHead = current;
            queueTail = current;
            self.saturated();
          }
        } else {
          _running++;
          worker.call(context, current.value, current.worked);
        }
      }
      function release(holder) {
        if (holder) {
          cache.release(holder);
        }
        var next = queueHead;
        if (next && _running <= _concurrency) {
          if (!self.paused) {
            if (queueTail === queueHead) {
              queueTail = null;
            }
            queueHead = next.next;
            next.next = null;
            worker.call(context, next.value, next.worked);
            if (queueTail === null) {
              self.empty();
            }
          } else {
            _running--;
          }
        } else if (--_running === 0) {
          self.drain();
        }
      }
      function kill() {
        queueHead = null;
        queueTail = null;
        self.drain = noop;
      }
      function killAndDrain() {
        queueHead = null;
        queueTail = null;
        self.drain();
        self.drain = noop;
      }
      function abort() {
        var current = queueHead;
        queueHead = null;
        queueTail = null;
        while (current) {
          var next = current.next;
          var callback = current.callback;
          var errorHandler2 = current.errorHandler;
          var val = current.value;
          var context2 = current.context;
          current.value = null;
          current.callback = noop;
          current.errorHandler = null;
          current.next = null;
          if (errorHandler2) {
            errorHandler2(new Error("abort"), val);
          }
          callback.call(context2, new Error("abort"));
          cache.release(current);
          current = next;
        }
        self.drain = noop;
      }
      function error(handler) {
        errorHandler = handler;
      }
    }
    function noop() {
    }
    function Task() {
      this.value = null;
      this.callback = noop;
      this.next = null;
      this.release = noop;
      this.context = null;
      this.errorHandler = null;
      var self = this;
      this.worked = function worked(err, result) {
        var callback = self.callback;
        var errorHandler = self.errorHandler;
        var val = self.value;
        self.value = null;
        self.callback = noop;
        if (self.errorHandler) {
          errorHandler(err, val);
        }
        callback.call(self.context, err, result);
        self.release(self);
      };
    }
    function queueAsPromised(context, worker, _concurrency) {
      if (typeof context === "function") {
        _concurrency = worker;
        worker = context;
        context = null;
      }
      function asyncWrapper(arg, cb) {
        worker.call(this, arg).then(function(res) {
          cb(null, res);
        }, cb);
      }
      var queue = fastqueue(context, asyncWrapper, _concurrency);
      var pushCb = queue.push;
      var unshiftCb = queue.unshift;
      queue.push = push;
      queue.unshift = unshift;
      queue.drained = drained;
      return queue;
      function push(value) {
        var p = new Promise(function(resolve2, reject) {
          pushCb(value, function(err, result) {
            if (err) {
              reject(err);
              return;
            }
            resolve2(result);
          });
        });
        p.catch(noop);
        return p;
      }
      function unshift(value) {
        var p = new Promise(function(resolve2, reject) {
          unshiftCb(value, function(err, result) {
            if (err) {
              reject(err);
              return;
            }
            resolve2(result);
          });
        });
        p.catch(noop);
        return p;
      }
      function drained() {
        var p = new Promise(function(resolve2) {
          process.nextTick(function() {
            if (queue.idle()) {
              resolve2();
            } else {
              var previousDrain = queue.drain;
              queue.drain = function() {
                if (typeof previousDrain === "function") previousDrain();
                resolve2();
                queue.drain = previousDrain;
              };
            }
          });
        });
        return p;
      }
    }
    module2.exports = fastqueue;
    module2.exports.promise = queueAsPromised;
  }
});

// node_modules/@fastify/error/index.js
var require_error = __commonJS({
  "node_modules/@fastify/error/index.js"(exports2, module2) {
    "use strict";
    var { format } = require("node:util");
    function toString() {
      return `${this.name} [${this.code}]: ${this.message}`;
    }
    var FastifyGenericErrorSymbol = /* @__PURE__ */ Symbol.for("fastify-error-generic");
    function createError(code, message, statusCode = 500, Base = Error, captureStackTrace = createError.captureStackTrace) {
      const shouldCreateFastifyGenericError = code === FastifyGenericErrorSymbol;
      if (shouldCreateFastifyGenericError) {
        code = "FST_ERR";
      }
      if (!code) throw new Error("Fastify error code must not be empty");
      if (!message) throw new Error("Fastify error message must not be empty");
      code = code.toUpperCase();
      !statusCode && (statusCode = void 0);
      const FastifySpecificErrorSymbol = /* @__PURE__ */ Symbol.for(`fastify-error ${code}`);
      function FastifyError(...args) {
        if (!new.target) {
          return new FastifyError(...args);
        }
        this.code = code;
        this.name = "FastifyError";
        this.statusCode = statusCode;
        const lastElement = args.length - 1;
        if (lastElement !== -1 && args[lastElement] && typeof args[lastElement] === "object" && "cause" in args[lastElement]) {
          this.cause = args.pop().cause;
        }
        this.message = format(message, ...args);
        Error.stackTraceLimit && captureStackTrace && Error.captureStackTrace(this, FastifyError);
      }
      FastifyError.prototype = Object.create(Base.prototype, {
        constructor: {
          value: FastifyError,
          enumerable: false,
          writable: true,
          configurable: true
        },
        [FastifyGenericErrorSymbol]: {
          value: true,
          enumerable: false,
          writable: false,
          configurable: false
        },
        [FastifySpecificErrorSymbol]: {
          value: true,
          enumerable: false,
          writable: false,
          configurable: false
        }
      });
      if (shouldCreateFastifyGenericError) {
        Object.defineProperty(FastifyError, Symbol.hasInstance, {
          value(instance) {
            return instance && instance[FastifyGenericErrorSymbol];
          },
          configurable: false,
          writable: false,
          enumerable: false
        });
      } else {
        Object.defineProperty(FastifyError, Symbol.hasInstance, {
          value(instance) {
            return instance && instance[FastifySpecificErrorSymbol];
          },
          configurable: false,
          writable: false,
          enumerable: false
        });
      }
      FastifyError.prototype[Symbol.toStringTag] = "Error";
      FastifyError.prototype.toString = toString;
      return FastifyError;
    }
    createError.captureStackTrace = true;
    var FastifyErrorConstructor = createError(FastifyGenericErrorSymbol, "Fastify Error", 500, Error);
    module2.exports = createError;
    module2.exports.FastifyError = FastifyErrorConstructor;
    module2.exports.default = createError;
    module2.exports.createError = createError;
  }
});

// node_modules/avvio/lib/errors.js
var require_errors = __commonJS({
  "node_modules/avvio/lib/errors.js"(exports2, module2) {
    "use strict";
    var { createError } = require_error();
    module2.exports = {
      AVV_ERR_EXPOSE_ALREADY_DEFINED: createError(
        "AVV_ERR_EXPOSE_ALREADY_DEFINED",
        "'%s' is already defined, specify an expose option for '%s'"
      ),
      AVV_ERR_ATTRIBUTE_ALREADY_DEFINED: createError(
        "AVV_ERR_ATTRIBUTE_ALREADY_DEFINED",
        "'%s' is already defined"
      ),
      AVV_ERR_CALLBACK_NOT_FN: createError(
        "AVV_ERR_CALLBACK_NOT_FN",
        "Callback for '%s' hook is not a function. Received: '%s'"
      ),
      AVV_ERR_PLUGIN_NOT_VALID: createError(
        "AVV_ERR_PLUGIN_NOT_VALID",
        "Plugin must be a function or a promise. Received: '%s'"
      ),
      AVV_ERR_ROOT_PLG_BOOTED: createError(
        "AVV_ERR_ROOT_PLG_BOOTED",
        "Root plugin has already booted"
      ),
      AVV_ERR_PARENT_PLG_LOADED: createError(
        "AVV_ERR_PARENT_PLG_LOADED",
        "Impossible to load '%s' plugin because the parent '%s' was already loaded"
      ),
      AVV_ERR_READY_TIMEOUT: createError(
        "AVV_ERR_READY_TIMEOUT",
        "Plugin did not start in time: '%s'. You may have forgotten to call 'done' function or to resolve a Promise"
      ),
      AVV_ERR_PLUGIN_EXEC_TIMEOUT: createError(
        "AVV_ERR_PLUGIN_EXEC_TIMEOUT",
        "Plugin did not start in time: '%s'. You may have forgotten to call 'done' function or to resolve a Promise"
      )
    };
  }
});

// node_modules/avvio/lib/symbols.js
var require_symbols = __commonJS({
  "node_modules/avvio/lib/symbols.js"(exports2, module2) {
    "use strict";
    var kAvvio = /* @__PURE__ */ Symbol("avvio.Boot");
    var kIsOnCloseHandler = /* @__PURE__ */ Symbol("isOnCloseHandler");
    var kThenifyDoNotWrap = /* @__PURE__ */ Symbol("avvio.ThenifyDoNotWrap");
    var kUntrackNode = /* @__PURE__ */ Symbol("avvio.TimeTree.untrackNode");
    var kTrackNode = /* @__PURE__ */ Symbol("avvio.TimeTree.trackNode");
    var kGetParent = /* @__PURE__ */ Symbol("avvio.TimeTree.getParent");
    var kGetNode = /* @__PURE__ */ Symbol("avvio.TimeTree.getNode");
    var kAddNode = /* @__PURE__ */ Symbol("avvio.TimeTree.addNode");
    var kPluginMeta = /* @__PURE__ */ Symbol.for("plugin-meta");
    module2.exports = {
      kAvvio,
      kIsOnCloseHandler,
      kThenifyDoNotWrap,
      kUntrackNode,
      kTrackNode,
      kGetParent,
      kGetNode,
      kAddNode,
      kPluginMeta
    };
  }
});

// node_modules/avvio/lib/time-tree.js
var require_time_tree = __commonJS({
  "node_modules/avvio/lib/time-tree.js"(exports2, module2) {
    "use strict";
    var {
      kUntrackNode,
      kTrackNode,
      kGetParent,
      kGetNode,
      kAddNode
    } = require_symbols();
    var TimeTree = class {
      constructor() {
        this.root = null;
        this.tableId = /* @__PURE__ */ new Map();
        this.tableLabel = /* @__PURE__ */ new Map();
      }
      /**
       * @param {TimeTreeNode} node
       */
      [kTrackNode](node) {
        this.tableId.set(node.id, node);
        if (this.tableLabel.has(node.label)) {
          this.tableLabel.get(node.label).push(node);
        } else {
          this.tableLabel.set(node.label, [node]);
        }
      }
      /**
       * @param {TimeTreeNode} node
       */
      [kUntrackNode](node) {
        this.tableId.delete(node.id);
        const labelNode = this.tableLabel.get(node.label);
        labelNode.pop();
        if (labelNode.length === 0) {
          this.tableLabel.delete(node.label);
        }
      }
      /**
       * @param {string} parent
       * @returns {TimeTreeNode}
       */
      [kGetParent](parent) {
        if (parent === null) {
          return null;
        } else if (this.tableLabel.has(parent)) {
          const parentNode = this.tableLabel.get(parent);
          return parentNode[parentNode.length - 1];
        } else {
          return null;
        }
      }
      /**
       *
       * @param {string} nodeId
       * @returns {TimeTreeNode}
       */
      [kGetNode](nodeId) {
        return this.tableId.get(nodeId);
      }
      /**
       * @param {string} parent
       * @param {string} label
       * @param {number} start
       * @returns {TimeTreeNode["id"]}
       */
      [kAddNode](parent, label, start) {
        const parentNode = this[kGetParent](parent);
        const isRoot = parentNode === null;
        if (isRoot) {
          this.root = {
            parent: null,
            id: "root",
            label,
            nodes: [],
            start,
            stop: null,
            diff: -1
          };
          this[kTrackNode](this.root);
          return this.root.id;
        }
        const nodeId = `${label}-${Math.random()}`;
        const childNode = {
          parent,
          id: nodeId,
          label,
          nodes: [],
          start,
          stop: null,
          diff: -1
        };
        parentNode.nodes.push(childNode);
        this[kTrackNode](childNode);
        return nodeId;
      }
      /**
       * @param {string} parent
       * @param {string} label
       * @param {number|undefined} start
       * @returns {TimeTreeNode["id"]}
       */
      start(parent, label, start = Date.now()) {
        return this[kAddNode](parent, label, start);
      }
      /**
       * @param {string} nodeId
       * @param {number|undefined} stop
       */
      stop(nodeId, stop = Date.now()) {
        const node = this[kGetNode](nodeId);
        if (node) {
          node.stop = stop;
          node.diff = node.stop - node.start || 0;
          this[kUntrackNode](node);
        }
      }
      /**
       * @returns {TimeTreeNode}
       */
      toJSON() {
        return Object.assign({}, this.root);
      }
      /**
       * @returns {string}
       */
      prettyPrint() {
        return prettyPrintTimeTree(this.toJSON());
      }
    };
    function prettyPrintTimeTree(obj, prefix = "") {
      let result = prefix;
      const nodesCount = obj.nodes.length;
      const lastIndex = nodesCount - 1;
      result += `${obj.label} ${obj.diff} ms
`;
      for (let i = 0; i < nodesCount; ++i) {
        const node = obj.nodes[i];
        const prefix_ = prefix + (i === lastIndex ? "  " : "\u2502 ");
        result += prefix;
        result += i === lastIndex ? "\u2514\u2500" : "\u251C\u2500";
        result += node.nodes.length === 0 ? "\u2500 " : "\u252C ";
        result += prettyPrintTimeTree(node, prefix_).slice(prefix.length + 2);
      }
      return result;
    }
    module2.exports = {
      TimeTree
    };
  }
});

// node_modules/avvio/lib/debug.js
var require_debug = __commonJS({
  "node_modules/avvio/lib/debug.js"(exports2, module2) {
    "use strict";
    var { debuglog } = require("node:util");
    var debug = debuglog("avvio");
    module2.exports = {
      debug
    };
  }
});

// node_modules/avvio/lib/create-promise.js
var require_create_promise = __commonJS({
  "node_modules/avvio/lib/create-promise.js"(exports2, module2) {
    "use strict";
    function createPromise() {
      const obj = {
        resolve: null,
        reject: null,
        promise: null
      };
      obj.promise = new Promise((resolve2, reject) => {
        obj.resolve = resolve2;
        obj.reject = reject;
      });
      return obj;
    }
    module2.exports = {
      createPromise
    };
  }
});

// node_modules/avvio/lib/get-plugin-name.js
var require_get_plugin_name = __commonJS({
  "node_modules/avvio/lib/get-plugin-name.js"(exports2, module2) {
    "use strict";
    var { kPluginMeta } = require_symbols();
    function getPluginName(plugin, options) {
      if (plugin[kPluginMeta]?.name) {
        return plugin[kPluginMeta].name;
      }
      if (options?.name) {
        return options.name;
      }
      if (plugin.name) {
        return plugin.name;
      } else {
        return plugin.toString().split("\n").slice(0, 2).map((s) => s.trim()).join(" -- ");
      }
    }
    module2.exports = {
      getPluginName
    };
  }
});

// node_modules/avvio/lib/is-promise-like.js
var require_is_promise_like = __commonJS({
  "node_modules/avvio/lib/is-promise-like.js"(exports2, module2) {
    "use strict";
    function isPromiseLike(maybePromiseLike) {
      return maybePromiseLike !== null && typeof maybePromiseLike === "object" && typeof maybePromiseLike.then === "function";
    }
    module2.exports = {
      isPromiseLike
    };
  }
});

// node_modules/avvio/lib/plugin.js
var require_plugin = __commonJS({
  "node_modules/avvio/lib/plugin.js"(exports2, module2) {
    "use strict";
    var { EventEmitter } = require("node:events");
    var { inherits } = require("node:util");
    var { debug } = require_debug();
    var { createPromise } = require_create_promise();
    var { AVV_ERR_PLUGIN_EXEC_TIMEOUT } = require_errors();
    var { getPluginName } = require_get_plugin_name();
    var { isPromiseLike } = require_is_promise_like();
    function Plugin(queue, func, options, isAfter, timeout) {
      this.queue = queue;
      this.func = func;
      this.options = options;
      this.isAfter = isAfter;
      this.timeout = timeout;
      this.started = false;
      this.name = getPluginName(func, options);
      this.queue.pause();
      this._error = null;
      this.loaded = false;
      this._promise = null;
      this.startTime = null;
    }
    inherits(Plugin, EventEmitter);
    Plugin.prototype.setFunc = function(func) {
      this.func = func;
      this.name = getPluginName(func, this.options);
    };
    Plugin.prototype.exec = function(server, callback) {
      debug("exec", this.name);
      this.server = server;
      const func = this.func;
      const name = this.name;
      let completed = false;
      this.options = typeof this.options === "function" ? this.options(this.server) : this.options;
      let timer = null;
      const done = (execErr) => {
        if (completed) {
          debug("loading complete", name);
          return;
        }
        this._error = execErr;
        if (execErr) {
          debug("exec errored", name);
        } else {
          debug("exec completed", name);
        }
        completed = true;
        if (timer) {
          clearTimeout(timer);
        }
        callback(execErr);
      };
      if (this.timeout > 0) {
        debug("setting up timeout", name, this.timeout);
        timer = setTimeout(function() {
          debug("timed out", name);
          timer = null;
          const readyTimeoutErr = new AVV_ERR_PLUGIN_EXEC_TIMEOUT(name);
          readyTimeoutErr.fn = func;
          done(readyTimeoutErr);
        }, this.timeout);
      }
      this.started = true;
      this.startTime = Date.now();
      this.emit("start", this.server ? this.server.name : null, this.name, Date.now());
      const maybePromiseLike = func(this.server, this.options, done);
      if (isPromiseLike(maybePromiseLike)) {
        debug("exec: resolving promise", name);
        maybePromiseLike.then(
          () => process.nextTick(done),
          (e) => process.nextTick(done, e)
        );
      } else if (func.length < 3) {
        done();
      }
    };
    Plugin.prototype.loadedSoFar = function() {
      debug("loadedSoFar", this.name);
      if (this.loaded) {
        return Promise.resolve();
      }
      const setup = () => {
        this.server.after((afterErr, callback) => {
          this._error = afterErr;
          this.queue.pause();
          if (this._promise) {
            if (afterErr) {
              debug("rejecting promise", this.name, afterErr);
              this._promise.reject(afterErr);
            } else {
              debug("resolving promise", this.name);
              this._promise.resolve();
            }
            this._promise = null;
          }
          process.nextTick(callback, afterErr);
        });
        this.queue.resume();
      };
      let res;
      if (!this._promise) {
        this._promise = createPromise();
        res = this._promise.promise;
        if (!this.server) {
          this.on("start", setup);
        } else {
          setup();
        }
      } else {
        res = Promise.resolve();
      }
      return res;
    };
    Plugin.prototype.enqueue = function(plugin, callback) {
      debug("enqueue", this.name, plugin.name);
      this.emit("enqueue", this.server ? this.server.name : null, this.name, Date.now());
      this.queue.push(plugin, callback);
    };
    Plugin.prototype.finish = function(err, callback) {
      debug("finish", this.name, err);
      const done = () => {
        if (this.loaded) {
          return;
        }
        debug("loaded", this.name);
        this.emit("loaded", this.server ? this.server.name : null, this.name, Date.now());
        this.loaded = true;
        callback(err);
      };
      if (err) {
        if (this._promise) {
          this._promise.reject(err);
          this._promise = null;
        }
        done();
        return;
      }
      const check = () => {
        debug("check", this.name, this.queue.length(), this.queue.running(), this._promise);
        if (this.queue.length() === 0 && this.queue.running() === 0) {
          if (this._promise) {
            const wrap = () => {
              debug("wrap");
              queueMicrotask(check);
            };
            this._promise.resolve();
            this._promise.promise.then(wrap, wrap);
            this._promise = null;
          } else {
            done();
          }
        } else {
          debug("delayed", this.name);
          this.queue.drain = () => {
            debug("drain", this.name);
            this.queue.drain = noop;
            queueMicrotask(check);
          };
        }
      };
      queueMicrotask(check);
      this.queue.resume();
    };
    function noop() {
    }
    module2.exports = {
      Plugin
    };
  }
});

// node_modules/avvio/lib/validate-plugin.js
var require_validate_plugin = __commonJS({
  "node_modules/avvio/lib/validate-plugin.js"(exports2, module2) {
    "use strict";
    var { AVV_ERR_PLUGIN_NOT_VALID } = require_errors();
    function validatePlugin(maybePlugin) {
      if (!(maybePlugin && (typeof maybePlugin === "function" || typeof maybePlugin.then === "function"))) {
        if (Array.isArray(maybePlugin)) {
          throw new AVV_ERR_PLUGIN_NOT_VALID("array");
        } else if (maybePlugin === null) {
          throw new AVV_ERR_PLUGIN_NOT_VALID("null");
        } else {
          throw new AVV_ERR_PLUGIN_NOT_VALID(typeof maybePlugin);
        }
      }
    }
    module2.exports = {
      validatePlugin
    };
  }
});

// node_modules/avvio/lib/is-bundled-or-typescript-plugin.js
var require_is_bundled_or_typescript_plugin = __commonJS({
  "node_modules/avvio/lib/is-bundled-or-typescript-plugin.js"(exports2, module2) {
    "use strict";
    function isBundledOrTypescriptPlugin(maybeBundledOrTypescriptPlugin) {
      return maybeBundledOrTypescriptPlugin !== null && typeof maybeBundledOrTypescriptPlugin === "object" && typeof maybeBundledOrTypescriptPlugin.default === "function";
    }
    module2.exports = {
      isBundledOrTypescriptPlugin
    };
  }
});

// node_modules/avvio/lib/thenify.js
var require_thenify = __commonJS({
  "node_modules/avvio/lib/thenify.js"(exports2, module2) {
    "use strict";
    var { debug } = require_debug();
    var { kThenifyDoNotWrap } = require_symbols();
    function thenify() {
      if (this.booted) {
        debug("thenify returning undefined because we are already booted");
        return;
      }
      if (this[kThenifyDoNotWrap]) {
        this[kThenifyDoNotWrap] = false;
        return;
      }
      debug("thenify");
      return (resolve2, reject) => {
        const p = this._loadRegistered();
        return p.then(() => {
          this[kThenifyDoNotWrap] = true;
          return resolve2(this._server);
        }, reject);
      };
    }
    module2.exports = {
      thenify
    };
  }
});

// node_modules/avvio/lib/execute-with-thenable.js
var require_execute_with_thenable = __commonJS({
  "node_modules/avvio/lib/execute-with-thenable.js"(exports2, module2) {
    "use strict";
    var { isPromiseLike } = require_is_promise_like();
    var { kAvvio } = require_symbols();
    function executeWithThenable(func, args, callback) {
      let result;
      try {
        result = func.apply(func, args);
      } catch (error) {
        if (callback) {
          process.nextTick(callback, error);
        }
        return;
      }
      if (isPromiseLike(result) && !result[kAvvio]) {
        result.then(() => process.nextTick(callback), (error) => process.nextTick(callback, error));
      } else if (callback) {
        process.nextTick(callback);
      }
    }
    module2.exports = {
      executeWithThenable
    };
  }
});

// node_modules/avvio/index.js
var require_avvio = __commonJS({
  "node_modules/avvio/index.js"(exports2, module2) {
    "use strict";
    var fastq = require_queue();
    var EE = require("node:events").EventEmitter;
    var inherits = require("node:util").inherits;
    var {
      AVV_ERR_EXPOSE_ALREADY_DEFINED,
      AVV_ERR_CALLBACK_NOT_FN,
      AVV_ERR_ROOT_PLG_BOOTED,
      AVV_ERR_READY_TIMEOUT,
      AVV_ERR_ATTRIBUTE_ALREADY_DEFINED,
      AVV_ERR_PARENT_PLG_LOADED
    } = require_errors();
    var {
      kAvvio,
      kIsOnCloseHandler
    } = require_symbols();
    var { TimeTree } = require_time_tree();
    var { Plugin } = require_plugin();
    var { debug } = require_debug();
    var { validatePlugin } = require_validate_plugin();
    var { isBundledOrTypescriptPlugin } = require_is_bundled_or_typescript_plugin();
    var { isPromiseLike } = require_is_promise_like();
    var { thenify } = require_thenify();
    var { executeWithThenable } = require_execute_with_thenable();
    function Boot(server, opts, done) {
      if (typeof server === "function" && arguments.length === 1) {
        done = server;
        opts = {};
        server = null;
      }
      if (typeof opts === "function") {
        done = opts;
        opts = {};
      }
      opts = opts || {};
      opts.autostart = opts.autostart !== false;
      opts.timeout = Number(opts.timeout) || 0;
      opts.expose = opts.expose || {};
      if (!new.target) {
        return new Boot(server, opts, done);
      }
      this._server = server || this;
      this._opts = opts;
      if (server) {
        this._expose();
      }
      this._current = [];
      this._error = null;
      this._lastUsed = null;
      this.setMaxListeners(0);
      if (done) {
        this.once("start", done);
      }
      this.started = false;
      this.booted = false;
      this.pluginTree = new TimeTree();
      this._readyQ = fastq(this, callWithCbOrNextTick, 1);
      this._readyQ.pause();
      this._readyQ.drain = () => {
        this.emit("start");
        this._readyQ.drain = noop;
      };
      this._closeQ = fastq(this, closeWithCbOrNextTick, 1);
      this._closeQ.pause();
      this._closeQ.drain = () => {
        this.emit("close");
        this._closeQ.drain = noop;
      };
      this._doStart = null;
      const instance = this;
      this._root = new Plugin(fastq(this, this._loadPluginNextTick, 1), function root(server2, opts2, done2) {
        instance._doStart = done2;
        opts2.autostart && instance.start();
      }, opts, false, 0);
      this._trackPluginLoading(this._root);
      this._loadPlugin(this._root, (err) => {
        debug("root plugin ready");
        try {
          this.emit("preReady");
          this._root = null;
        } catch (preReadyError) {
          err = err || this._error || preReadyError;
        }
        if (err) {
          this._error = err;
          if (this._readyQ.length() === 0) {
            throw err;
          }
        } else {
          this.booted = true;
        }
        this._readyQ.resume();
      });
    }
    inherits(Boot, EE);
    if ("asyncDispose" in Symbol) {
      Boot.prototype[Symbol.asyncDispose] = function() {
        return new Promise((resolve2, reject) => {
          this.close((err) => {
            if (err) {
              return reject(err);
            }
            resolve2();
          });
        });
      };
    }
    Boot.prototype.start = function() {
      this.started = true;
      process.nextTick(this._doStart);
      return this;
    };
    Boot.prototype.override = function(server, func, opts) {
      return server;
    };
    Boot.prototype[kAvvio] = true;
    Boot.prototype.use = function(plugin, opts) {
      this._lastUsed = this._addPlugin(plugin, opts, false);
      return this;
    };
    Boot.prototype._loadRegistered = function() {
      const plugin = this._current[0];
      const weNeedToStart = !this.started && !this.booted;
      if (weNeedToStart) {
        process.nextTick(() => this._root.queue.resume());
      }
      if (!plugin) {
        return Promise.resolve();
      }
      return plugin.loadedSoFar();
    };
    Object.defineProperty(Boot.prototype, "then", { get: thenify });
    Boot.prototype._addPlugin = function(pluginFn, opts, isAfter) {
      if (isBundledOrTypescriptPlugin(pluginFn)) {
        pluginFn = pluginFn.default;
      }
      validatePlugin(pluginFn);
      opts = opts || {};
      if (this.booted) {
        throw new AVV_ERR_ROOT_PLG_BOOTED();
      }
      const current = this._current[0];
      let timeout = this._opts.timeout;
      if (!current.loaded && current.timeout > 0) {
        const delta = Date.now() - current.startTime;
        timeout = current.timeout - (delta + 3);
      }
      const plugin = new Plugin(fastq(this, this._loadPluginNextTick, 1), pluginFn, opts, isAfter, timeout);
      this._trackPluginLoading(plugin);
      if (current.loaded) {
        throw new AVV_ERR_PARENT_PLG_LOADED(plugin.name, current.name);
      }
      current.enqueue(plugin, (err) => {
        err && (this._error = err);
      });
      return plugin;
    };
    Boot.prototype._expose = function _expose() {
      const instance = this;
      const server = instance._server;
      const {
        use: useKey = "use",
        after: afterKey = "after",
        ready: readyKey = "ready",
        onClose: onCloseKey = "onClose",
        close: closeKey = "close"
      } = this._opts.expose;
      if (server[useKey]) {
        throw new AVV_ERR_EXPOSE_ALREADY_DEFINED(useKey, "use");
      }
      server[useKey] = function(fn, opts) {
        instance.use(fn, opts);
        return this;
      };
      if (server[afterKey]) {
        throw new AVV_ERR_EXPOSE_ALREADY_DEFINED(afterKey, "after");
      }
      server[afterKey] = function(func) {
        if (typeof func !== "function") {
          return instance._loadRegistered();
        }
        instance.after(encapsulateThreeParam(func, this));
        return this;
      };
      if (server[readyKey]) {
        throw new AVV_ERR_EXPOSE_ALREADY_DEFINED(readyKey, "ready");
      }
      server[readyKey] = function(func) {
        if (func && typeof func !== "function") {
          throw new AVV_ERR_CALLBACK_NOT_FN(readyKey, typeof func);
        }
        return instance.ready(func ? encapsulateThreeParam(func, this) : void 0);
      };
      if (server[onCloseKey]) {
        throw new AVV_ERR_EXPOSE_ALREADY_DEFINED(onCloseKey, "onClose");
      }
      server[onCloseKey] = function(func) {
        if (typeof func !== "function") {
          throw new AVV_ERR_CALLBACK_NOT_FN(onCloseKey, typeof func);
        }
        instance.onClose(encapsulateTwoParam(func, this));
        return this;
      };
      if (server[closeKey]) {
        throw new AVV_ERR_EXPOSE_ALREADY_DEFINED(closeKey, "close");
      }
      server[closeKey] = function(func) {
        if (func && typeof func !== "function") {
          throw new AVV_ERR_CALLBACK_NOT_FN(closeKey, typeof func);
        }
        if (func) {
          instance.close(encapsulateThreeParam(func, this));
          return this;
        }
        return instance.close();
      };
      if (server.then) {
        throw new AVV_ERR_ATTRIBUTE_ALREADY_DEFINED("then");
      }
      Object.defineProperty(server, "then", { get: thenify.bind(instance) });
      server[kAvvio] = true;
    };
    Boot.prototype.after = function(func) {
      if (!func) {
        return this._loadRegistered();
      }
      this._addPlugin(_after.bind(this), {}, true);
      function _after(s, opts, done) {
        callWithCbOrNextTick.call(this, func, done);
      }
      return this;
    };
    Boot.prototype.onClose = function(func) {
      if (typeof func !== "function") {
        throw new AVV_ERR_CALLBACK_NOT_FN("onClose", typeof func);
      }
      func[kIsOnCloseHandler] = true;
      this._closeQ.unshift(func, (err) => {
        err && (this._error = err);
      });
      return this;
    };
    Boot.prototype.close = function(func) {
      let promise;
      if (func) {
        if (typeof func !== "function") {
          throw new AVV_ERR_CALLBACK_NOT_FN("close", typeof func);
        }
      } else {
        promise = new Promise(function(resolve2, reject) {
          func = function(err) {
            if (err) {
              return reject(err);
            }
            resolve2();
          };
        });
      }
      this.ready(() => {
        this._error = null;
        this._closeQ.push(func);
        process.nextTick(this._closeQ.resume.bind(this._closeQ));
      });
      return promise;
    };
    Boot.prototype.ready = function(func) {
      if (func) {
        if (typeof func !== "function") {
          throw new AVV_ERR_CALLBACK_NOT_FN("ready", typeof func);
        }
        this._readyQ.push(func);
        queueMicrotask(this.start.bind(this));
        return;
      }
      return new Promise((resolve2, reject) => {
        this._readyQ.push(readyPromiseCB);
        this.start();
        const relativeContext = this._current[0].server;
        function readyPromiseCB(err, context, done) {
          if (err) {
            reject(err);
          } else {
            resolve2(relativeContext);
          }
          process.nextTick(done);
        }
      });
    };
    Boot.prototype._trackPluginLoading = function(plugin) {
      const parentName = this._current[0]?.name || null;
      plugin.once("start", (serverName, funcName, time) => {
        const nodeId = this.pluginTree.start(parentName || null, funcName, time);
        plugin.once("loaded", (serverName2, funcName2, time2) => {
          this.pluginTree.stop(nodeId, time2);
        });
      });
    };
    Boot.prototype.prettyPrint = function() {
      return this.pluginTree.prettyPrint();
    };
    Boot.prototype.toJSON = function() {
      return this.pluginTree.toJSON();
    };
    Boot.prototype._loadPlugin = function(plugin, callback) {
      const instance = this;
      if (isPromiseLike(plugin.func)) {
        plugin.func.then((fn) => {
          if (typeof fn.default === "function") {
            fn = fn.default;
          }
          plugin.setFunc(fn);
          this._loadPlugin(plugin, callback);
        }, callback);
        return;
      }
      const last = instance._current[0];
      instance._current.unshift(plugin);
      if (instance._error && !plugin.isAfter) {
        debug("skipping loading of plugin as instance errored and it is not an after", plugin.name);
        process.nextTick(execCallback);
        return;
      }
      let server = last?.server || instance._server;
      if (!plugin.isAfter) {
        try {
          server = instance.override(server, plugin.func, plugin.options);
        } catch (overrideErr) {
          debug("override errored", plugin.name);
          return execCallback(overrideErr);
        }
      }
      plugin.exec(server, execCallback);
      function execCallback(err) {
        plugin.finish(err, (err2) => {
          instance._current.shift();
          callback(err2);
        });
      }
    };
    Boot.prototype._loadPluginNextTick = function(plugin, callback) {
      process.nextTick(this._loadPlugin.bind(this), plugin, callback);
    };
    function noop() {
    }
    function callWithCbOrNextTick(func, cb) {
      const context = this._server;
      const err = this._error;
      this._error = null;
      if (func.length === 0) {
        this._error = err;
        executeWithThenable(func, [], cb);
      } else if (func.length === 1) {
        executeWithThenable(func, [err], cb);
      } else {
        if (this._opts.timeout === 0) {
          let completed = false;
          const wrapCb = (err2) => {
            if (completed) {
              return;
            }
            completed = true;
            this._error = err2;
            process.nextTick(cb, this._error);
          };
          if (func.length === 2) {
            func(err, wrapCb);
          } else {
            func(err, context, wrapCb);
          }
        } else {
          timeoutCall.call(this, func, err, context, cb);
        }
      }
    }
    function timeoutCall(func, rootErr, context, cb) {
      const name = func.unwrappedName ?? func.name;
      debug("setting up ready timeout", name, this._opts.timeout);
      let timer = setTimeout(() => {
        debug("timed out", name);
        timer = null;
        const toutErr = new AVV_ERR_READY_TIMEOUT(name);
        toutErr.fn = func;
        this._error = toutErr;
        cb(toutErr);
      }, this._opts.timeout);
      if (func.length === 2) {
        func(rootErr, timeoutCb.bind(this));
      } else {
        func(rootErr, context, timeoutCb.bind(this));
      }
      function timeoutCb(err) {
        if (timer) {
          clearTimeout(timer);
          timer = null;
          this._error = err;
          process.nextTick(cb, this._error);
        } else {
        }
      }
    }
    function closeWithCbOrNextTick(func, cb) {
      const context = this._server;
      const isOnCloseHandler = func[kIsOnCloseHandler];
      if (func.length === 0 || func.length === 1) {
        let promise;
        if (isOnCloseHandler) {
          promise = func(context);
        } else {
          promise = func(this._error);
        }
        if (promise && typeof promise.then === "function") {
          debug("resolving close/onClose promise");
          promise.then(
            () => process.nextTick(cb),
            (e) => process.nextTick(cb, e)
          );
        } else {
          process.nextTick(cb);
        }
      } else if (func.length === 2) {
        if (isOnCloseHandler) {
          func(context, cb);
        } else {
          func(this._error, cb);
        }
      } else {
        if (isOnCloseHandler) {
          func(context, cb);
        } else {
          func(this._error, context, cb);
        }
      }
    }
    function encapsulateTwoParam(func, that) {
      return _encapsulateTwoParam.bind(that);
      function _encapsulateTwoParam(context, cb) {
        let res;
        if (func.length === 0) {
          res = func();
          if (res?.then) {
            res.then(function() {
              process.nextTick(cb);
            }, cb);
          } else {
            process.nextTick(cb);
          }
        } else if (func.length === 1) {
          res = func(this);
          if (res?.then) {
            res.then(function() {
              process.nextTick(cb);
            }, cb);
          } else {
            process.nextTick(cb);
          }
        } else {
          func(this, cb);
        }
      }
    }
    function encapsulateThreeParam(func, that) {
      const wrapped = _encapsulateThreeParam.bind(that);
      wrapped.unwrappedName = func.name;
      return wrapped;
      function _encapsulateThreeParam(err, cb) {
        let res;
        if (!func) {
          process.nextTick(cb);
        } else if (func.length === 0) {
          res = func();
          if (res?.then) {
            res.then(function() {
              process.nextTick(cb, err);
            }, cb);
          } else {
            process.nextTick(cb, err);
          }
        } else if (func.length === 1) {
          res = func(err);
          if (res?.then) {
            res.then(function() {
              process.nextTick(cb);
            }, cb);
          } else {
            process.nextTick(cb);
          }
        } else if (func.length === 2) {
          func(err, cb);
        } else {
          func(err, this, cb);
        }
      }
    }
    module2.exports = Boot;
  }
});

// node_modules/fastify/lib/symbols.js
var require_symbols2 = __commonJS({
  "node_modules/fastify/lib/symbols.js"(exports2, module2) {
    "use strict";
    var keys = {
      kAvvioBoot: /* @__PURE__ */ Symbol("fastify.avvioBoot"),
      kChildren: /* @__PURE__ */ Symbol("fastify.children"),
      kServerBindings: /* @__PURE__ */ Symbol("fastify.serverBindings"),
      kBodyLimit: /* @__PURE__ */ Symbol("fastify.bodyLimit"),
      kSupportedHTTPMethods: /* @__PURE__ */ Symbol("fastify.acceptedHTTPMethods"),
      kRoutePrefix: /* @__PURE__ */ Symbol("fastify.routePrefix"),
      kLogLevel: /* @__PURE__ */ Symbol("fastify.logLevel"),
      kLogSerializers: /* @__PURE__ */ Symbol("fastify.logSerializers"),
      kHooks: /* @__PURE__ */ Symbol("fastify.hooks"),
      kContentTypeParser: /* @__PURE__ */ Symbol("fastify.contentTypeParser"),
      kState: /* @__PURE__ */ Symbol("fastify.state"),
      kOptions: /* @__PURE__ */ Symbol("fastify.options"),
      kPluginNameChain: /* @__PURE__ */ Symbol("fastify.pluginNameChain"),
      kRouteContext: /* @__PURE__ */ Symbol("fastify.context"),
      kGenReqId: /* @__PURE__ */ Symbol("fastify.genReqId"),
      kHttp2ServerSessions: /* @__PURE__ */ Symbol("fastify.http2ServerSessions"),
      // Schema
      kSchemaController: /* @__PURE__ */ Symbol("fastify.schemaController"),
      kSchemaHeaders: /* @__PURE__ */ Symbol("headers-schema"),
      kSchemaParams: /* @__PURE__ */ Symbol("params-schema"),
      kSchemaQuerystring: /* @__PURE__ */ Symbol("querystring-schema"),
      kSchemaBody: /* @__PURE__ */ Symbol("body-schema"),
      kSchemaResponse: /* @__PURE__ */ Symbol("response-schema"),
      kSchemaErrorFormatter: /* @__PURE__ */ Symbol("fastify.schemaErrorFormatter"),
      kSchemaVisited: /* @__PURE__ */ Symbol("fastify.schemas.visited"),
      // Request
      kRequest: /* @__PURE__ */ Symbol("fastify.Request"),
      kRequestPayloadStream: /* @__PURE__ */ Symbol("fastify.RequestPayloadStream"),
      kRequestAcceptVersion: /* @__PURE__ */ Symbol("fastify.RequestAcceptVersion"),
      kRequestCacheValidateFns: /* @__PURE__ */ Symbol("fastify.request.cache.validateFns"),
      kRequestContentType: /* @__PURE__ */ Symbol("fastify.request.contentType"),
      kRequestOriginalUrl: /* @__PURE__ */ Symbol("fastify.request.originalUrl"),
      kRequestSignal: /* @__PURE__ */ Symbol("fastify.request.signal"),
      kHandlerTimeout: /* @__PURE__ */ Symbol("fastify.handlerTimeout"),
      kTimeoutTimer: /* @__PURE__ */ Symbol("fastify.request.timeoutTimer"),
      kOnAbort: /* @__PURE__ */ Symbol("fastify.request.onAbort"),
      // 404
      kFourOhFour: /* @__PURE__ */ Symbol("fastify.404"),
      kCanSetNotFoundHandler: /* @__PURE__ */ Symbol("fastify.canSetNotFoundHandler"),
      kFourOhFourLevelInstance: /* @__PURE__ */ Symbol("fastify.404LogLevelInstance"),
      kFourOhFourContext: /* @__PURE__ */ Symbol("fastify.404ContextKey"),
      kDefaultJsonParse: /* @__PURE__ */ Symbol("fastify.defaultJSONParse"),
      // Reply
      kReply: /* @__PURE__ */ Symbol("fastify.Reply"),
      kReplySerializer: /* @__PURE__ */ Symbol("fastify.reply.serializer"),
      kReplyIsError: /* @__PURE__ */ Symbol("fastify.reply.isError"),
      kReplyHeaders: /* @__PURE__ */ Symbol("fastify.reply.headers"),
      kReplyTrailers: /* @__PURE__ */ Symbol("fastify.reply.trailers"),
      kReplyHasStatusCode: /* @__PURE__ */ Symbol("fastify.reply.hasStatusCode"),
      kReplyHijacked: /* @__PURE__ */ Symbol("fastify.reply.hijacked"),
      kReplyStartTime: /* @__PURE__ */ Symbol("fastify.reply.startTime"),
      kReplyNextErrorHandler: /* @__PURE__ */ Symbol("fastify.reply.nextErrorHandler"),
      kReplyEndTime: /* @__PURE__ */ Symbol("fastify.reply.endTime"),
      kReplyErrorHandlerCalled: /* @__PURE__ */ Symbol("fastify.reply.errorHandlerCalled"),
      kReplyIsRunningOnErrorHook: /* @__PURE__ */ Symbol("fastify.reply.isRunningOnErrorHook"),
      kReplySerializerDefault: /* @__PURE__ */ Symbol("fastify.replySerializerDefault"),
      kReplyCacheSerializeFns: /* @__PURE__ */ Symbol("fastify.reply.cache.serializeFns"),
      // This symbol is only meant to be used for fastify tests and should not be used for any other purpose
      kTestInternals: /* @__PURE__ */ Symbol("fastify.testInternals"),
      kErrorHandler: /* @__PURE__ */ Symbol("fastify.errorHandler"),
      kErrorHandlerAlreadySet: /* @__PURE__ */ Symbol("fastify.errorHandlerAlreadySet"),
      kChildLoggerFactory: /* @__PURE__ */ Symbol("fastify.childLoggerFactory"),
      kHasBeenDecorated: /* @__PURE__ */ Symbol("fastify.hasBeenDecorated"),
      kKeepAliveConnections: /* @__PURE__ */ Symbol("fastify.keepAliveConnections"),
      kRouteByFastify: /* @__PURE__ */ Symbol("fastify.routeByFastify"),
      kLogController: /* @__PURE__ */ Symbol("fastify.logController"),
      kDiagnosticsStore: /* @__PURE__ */ Symbol("fastify.diagnosticsStore")
    };
    module2.exports = keys;
  }
});

// node_modules/process-warning/index.js
var require_process_warning = __commonJS({
  "node_modules/process-warning/index.js"(exports2, module2) {
    "use strict";
    var { format } = require("node:util");
    var kWarningFn = /* @__PURE__ */ Symbol("process-warning.fn");
    var kWarningSpyData = /* @__PURE__ */ Symbol("process-warning.spyData");
    function spyWarning(warning) {
      if (warning[kWarningSpyData] === null) {
        const warningFn = warning[kWarningFn];
        warning[kWarningFn] = function(a, b, c) {
          const args = [];
          if (c) {
            args.push(a, b, c);
          } else if (b) {
            args.push(a, b);
          } else if (a) {
            args.push(a);
          }
          warning[kWarningSpyData].calls.push({
            arguments: args,
            result: warningFn(a, b, c)
          });
        };
        const spyData = {
          calls: [],
          callCount() {
            return spyData.calls.length;
          },
          reset() {
            warning.emitted = false;
            spyData.calls.length = 0;
          },
          restore() {
            spyData.reset();
            warning[kWarningFn] = warningFn;
            warning[kWarningSpyData] = null;
          }
        };
        warning[kWarningSpyData] = spyData;
      }
      return warning[kWarningSpyData];
    }
    function createDeprecation(params) {
      return createWarning({ ...params, name: "DeprecationWarning" });
    }
    function createWarning({ name, code, message, unlimited = false } = {}) {
      if (!name) throw new Error("Warning name must not be empty");
      if (!code) throw new Error("Warning code must not be empty");
      if (!message) throw new Error("Warning message must not be empty");
      if (typeof unlimited !== "boolean") throw new Error("Warning opts.unlimited must be a boolean");
      code = code.toUpperCase();
      const warningFn = unlimited === true ? function(a, b, c) {
        warning.emitted = true;
        process.emitWarning(warning.format(a, b, c), warning.name, warning.code);
        return true;
      } : function(a, b, c) {
        if (warning.emitted === true && warning.unlimited !== true) {
          return false;
        }
        warning.emitted = true;
        process.emitWarning(warning.format(a, b, c), warning.name, warning.code);
        return true;
      };
      const warningContainer = {
        [name]: function(a, b, c) {
          return warning[kWarningFn](a, b, c);
        }
      };
      const warning = warningContainer[name];
      warning.emitted = false;
      warning.message = message;
      warning.unlimited = unlimited;
      warning.code = code;
      warning[kWarningFn] = warningFn;
      warning[kWarningSpyData] = null;
      warning.format = function(a, b, c) {
        let formatted;
        if (a && b && c) {
          formatted = format(message, a, b, c);
        } else if (a && b) {
          formatted = format(message, a, b);
        } else if (a) {
          formatted = format(message, a);
        } else {
          formatted = message;
        }
        return formatted;
      };
      return warning;
    }
    var out = { createWarning, createDeprecation, spyWarning };
    module2.exports = out;
    module2.exports.default = out;
    module2.exports.processWarning = out;
  }
});

// node_modules/fastify/lib/warnings.js
var require_warnings = __commonJS({
  "node_modules/fastify/lib/warnings.js"(exports2, module2) {
    "use strict";
    var { createWarning } = require_process_warning();
    var FSTWRN001 = createWarning({
      name: "FastifyWarning",
      code: "FSTWRN001",
      message: "The %s schema for %s: %s is missing. This may indicate the schema is not well specified.",
      unlimited: true
    });
    var FSTWRN003 = createWarning({
      name: "FastifyWarning",
      code: "FSTWRN003",
      message: "The %s mixes async and callback styles that may lead to unhandled rejections. Please use only one of them.",
      unlimited: true
    });
    var FSTWRN004 = createWarning({
      name: "FastifyWarning",
      code: "FSTWRN004",
      message: "It seems that you are overriding an errorHandler in the same scope, which can lead to subtle bugs. To disable this behavior, set 'allowErrorHandlerOverride' to false. For more information, visit: https://fastify.dev/docs/latest/Reference/Server/#allowerrorhandleroverride",
      unlimited: true
    });
    var FSTSEC001 = createWarning({
      name: "FastifySecurity",
      code: "FSTSEC001",
      message: 'You are using /%s/ Content-Type which may be vulnerable to CORS attack. Please make sure your RegExp start with "^" or include ";?" to proper detection of the essence MIME type.',
      unlimited: true
    });
    var FSTSEC002 = createWarning({
      name: "FastifySecurity",
      code: "FSTSEC002",
      message: "The headers schema for %s: %s references an external $ref (%s) that is not case-normalized. Header names in the referenced schema keep their original case and will not match the lowercased request headers, so case-insensitive assertions such as required and dependencies may not apply. Inline the header schema instead of referencing it with an external $ref.",
      unlimited: true
    });
    var FSTSEC003 = createWarning({
      name: "FastifySecurity",
      code: "FSTSEC003",
      message: "The headers schema for %s: %s uses a $ref (%s) inside propertyNames that is not case-normalized. Header names held in the referenced schema keep their original case and will not match the lowercased request headers, so a case-insensitive deny-list or allow-list on header names may not apply. Inline the propertyNames constraint instead of referencing it with a $ref.",
      unlimited: true
    });
    var FSTDEP022 = createWarning({
      name: "FastifyWarning",
      code: "FSTDEP022",
      message: 'The router options for %s property access is deprecated. Please use "options.routerOptions" instead for accessing router options. The router options will be removed in `fastify@6`.',
      unlimited: true
    });
    var FSTDEP023 = createWarning({
      name: "FastifyDeprecation",
      code: "FSTDEP023",
      message: "disableRequestLogging option is deprecated. Use the logController option with disableRequestLogging or isLogDisabled override instead. The disableRequestLogging top-level option will be removed in `fastify@6`.",
      unlimited: true
    });
    var FSTDEP024 = createWarning({
      name: "FastifyDeprecation",
      code: "FSTDEP024",
      message: "requestIdLogLabel option is deprecated. Use the logController option with requestIdLogLabel instead. The requestIdLogLabel top-level option will be removed in `fastify@6`.",
      unlimited: true
    });
    var FSTDEP025 = createWarning({
      name: "FastifyDeprecation",
      code: "FSTDEP025",
      message: 'Calling addHttpMethod for existing method "%s" without { overrideExisting: true } is deprecated. In Fastify v6, this will throw an error.',
      unlimited: true
    });
    module2.exports = {
      FSTWRN001,
      FSTWRN003,
      FSTWRN004,
      FSTSEC001,
      FSTSEC002,
      FSTSEC003,
      FSTDEP022,
      FSTDEP023,
      FSTDEP024,
      FSTDEP025
    };
  }
});

// node_modules/fastify/lib/errors.js
var require_errors2 = __commonJS({
  "node_modules/fastify/lib/errors.js"(exports2, module2) {
    "use strict";
    var createError = require_error();
    var codes = {
      /**
       * Basic
       */
      FST_ERR_NOT_FOUND: createError(
        "FST_ERR_NOT_FOUND",
        "Not Found",
        404
      ),
      FST_ERR_OPTIONS_NOT_OBJ: createError(
        "FST_ERR_OPTIONS_NOT_OBJ",
        "Options must be an object",
        500,
        TypeError
      ),
      FST_ERR_QSP_NOT_FN: createError(
        "FST_ERR_QSP_NOT_FN",
        "querystringParser option should be a function, instead got '%s'",
        500,
        TypeError
      ),
      FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN: createError(
        "FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN",
        "schemaController.bucket option should be a function, instead got '%s'",
        500,
        TypeError
      ),
      FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN: createError(
        "FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN",
        "schemaErrorFormatter option should be a non async function. Instead got '%s'.",
        500,
        TypeError
      ),
      FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ: createError(
        "FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ",
        "ajv.customOptions option should be an object, instead got '%s'",
        500,
        TypeError
      ),
      FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR: createError(
        "FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR",
        "ajv.plugins option should be an array, instead got '%s'",
        500,
        TypeError
      ),
      FST_ERR_VALIDATION: createError(
        "FST_ERR_VALIDATION",
        "%s",
        400
      ),
      FST_ERR_LISTEN_OPTIONS_INVALID: createError(
        "FST_ERR_LISTEN_OPTIONS_INVALID",
        "Invalid listen options: '%s'",
        500,
        TypeError
      ),
      FST_ERR_ERROR_HANDLER_NOT_FN: createError(
        "FST_ERR_ERROR_HANDLER_NOT_FN",
        "Error Handler must be a function",
        500,
        TypeError
      ),
      FST_ERR_ERROR_HANDLER_ALREADY_SET: createError(
        "FST_ERR_ERROR_HANDLER_ALREADY_SET",
        "Error Handler already set in this scope. Set 'allowErrorHandlerOverride: true' to allow overriding.",
        500,
        TypeError
      ),
      /**
       * ContentTypeParser
      */
      FST_ERR_CTP_ALREADY_PRESENT: createError(
        "FST_ERR_CTP_ALREADY_PRESENT",
        "Content type parser '%s' already present."
      ),
      FST_ERR_CTP_INVALID_TYPE: createError(
        "FST_ERR_CTP_INVALID_TYPE",
        "The content type should be a string or a RegExp",
        500,
        TypeError
      ),
      FST_ERR_CTP_EMPTY_TYPE: createError(
        "FST_ERR_CTP_EMPTY_TYPE",
        "The content type cannot be an empty string",
        500,
        TypeError
      ),
      FST_ERR_CTP_INVALID_HANDLER: createError(
        "FST_ERR_CTP_INVALID_HANDLER",
        "The content type handler should be a function",
        500,
        TypeError
      ),
      FST_ERR_CTP_INVALID_PARSE_TYPE: createError(
        "FST_ERR_CTP_INVALID_PARSE_TYPE",
        "The body parser can only parse your data as 'string' or 'buffer', you asked '%s' which is not supported.",
        500,
        TypeError
      ),
      FST_ERR_CTP_BODY_TOO_LARGE: createError(
        "FST_ERR_CTP_BODY_TOO_LARGE",
        "Request body is too large",
        413,
        RangeError
      ),
      FST_ERR_CTP_INVALID_MEDIA_TYPE: createError(
        "FST_ERR_CTP_INVALID_MEDIA_TYPE",
        "Unsupported Media Type",
        415
      ),
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: createError(
        "FST_ERR_CTP_INVALID_CONTENT_LENGTH",
        "Request body size did not match Content-Length",
        400,
        RangeError
      ),
      FST_ERR_CTP_EMPTY_JSON_BODY: createError(
        "FST_ERR_CTP_EMPTY_JSON_BODY",
        "Body cannot be empty when content-type is set to 'application/json'",
        400
      ),
      FST_ERR_CTP_INVALID_JSON_BODY: createError(
        "FST_ERR_CTP_INVALID_JSON_BODY",
        "Body is not valid JSON but content-type is set to 'application/json'",
        400
      ),
      FST_ERR_CTP_INSTANCE_ALREADY_STARTED: createError(
        "FST_ERR_CTP_INSTANCE_ALREADY_STARTED",
        'Cannot call "%s" when fastify instance is already started!',
        400
      ),
      /**
       * decorate
      */
      FST_ERR_DEC_ALREADY_PRESENT: createError(
        "FST_ERR_DEC_ALREADY_PRESENT",
        "The decorator '%s' has already been added!"
      ),
      FST_ERR_DEC_DEPENDENCY_INVALID_TYPE: createError(
        "FST_ERR_DEC_DEPENDENCY_INVALID_TYPE",
        "The dependencies of decorator '%s' must be of type Array.",
        500,
        TypeError
      ),
      FST_ERR_DEC_MISSING_DEPENDENCY: createError(
        "FST_ERR_DEC_MISSING_DEPENDENCY",
        "The decorator is missing dependency '%s'."
      ),
      FST_ERR_DEC_AFTER_START: createError(
        "FST_ERR_DEC_AFTER_START",
        "The decorator '%s' has been added after start!"
      ),
      FST_ERR_DEC_REFERENCE_TYPE: createError(
        "FST_ERR_DEC_REFERENCE_TYPE",
        "The decorator '%s' of type '%s' is a reference type. Use the { getter, setter } interface instead."
      ),
      FST_ERR_DEC_UNDECLARED: createError(
        "FST_ERR_DEC_UNDECLARED",
        "No decorator '%s' has been declared on %s."
      ),
      /**
       * hooks
      */
      FST_ERR_HOOK_INVALID_TYPE: createError(
        "FST_ERR_HOOK_INVALID_TYPE",
        "The hook name must be a string",
        500,
        TypeError
      ),
      FST_ERR_HOOK_INVALID_HANDLER: createError(
        "FST_ERR_HOOK_INVALID_HANDLER",
        "%s hook should be a function, instead got %s",
        500,
        TypeError
      ),
      FST_ERR_HOOK_INVALID_ASYNC_HANDLER: createError(
        "FST_ERR_HOOK_INVALID_ASYNC_HANDLER",
        "Async function has too many arguments. Async hooks should not use the 'done' argument.",
        500,
        TypeError
      ),
      FST_ERR_HOOK_NOT_SUPPORTED: createError(
        "FST_ERR_HOOK_NOT_SUPPORTED",
        "%s hook not supported!",
        500,
        TypeError
      ),
      /**
       * Middlewares
       */
      FST_ERR_MISSING_MIDDLEWARE: createError(
        "FST_ERR_MISSING_MIDDLEWARE",
        "You must register a plugin for handling middlewares, visit fastify.dev/docs/latest/Reference/Middleware/ for more info.",
        500
      ),
      FST_ERR_HOOK_TIMEOUT: createError(
        "FST_ERR_HOOK_TIMEOUT",
        "A callback for '%s' hook%s timed out. You may have forgotten to call 'done' function or to resolve a Promise"
      ),
      /**
       * logger
      */
      FST_ERR_LOG_INVALID_DESTINATION: createError(
        "FST_ERR_LOG_INVALID_DESTINATION",
        "Cannot specify both logger.stream and logger.file options"
      ),
      FST_ERR_LOG_INVALID_LOGGER: createError(
        "FST_ERR_LOG_INVALID_LOGGER",
        "Invalid logger object provided. The logger instance should have these functions(s): '%s'.",
        500,
        TypeError
      ),
      FST_ERR_LOG_INVALID_LOGGER_INSTANCE: createError(
        "FST_ERR_LOG_INVALID_LOGGER_INSTANCE",
        "loggerInstance only accepts a logger instance.",
        500,
        TypeError
      ),
      FST_ERR_LOG_INVALID_LOGGER_CONFIG: createError(
        "FST_ERR_LOG_INVALID_LOGGER_CONFIG",
        "logger options only accepts a configuration object.",
        500,
        TypeError
      ),
      FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED: createError(
        "FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED",
        "You cannot provide both logger and loggerInstance. Please provide only one.",
        500,
        TypeError
      ),
      FST_ERR_LOG_INVALID_LOG_CONTROLLER: createError(
        "FST_ERR_LOG_INVALID_LOG_CONTROLLER",
        "logController option must be an instance of LogController, got '%s'.",
        500,
        TypeError
      ),
      /**
       * reply
      */
      FST_ERR_REP_INVALID_PAYLOAD_TYPE: createError(
        "FST_ERR_REP_INVALID_PAYLOAD_TYPE",
        "Attempted to send payload of invalid type '%s'. Expected a string or Buffer.",
        500,
        TypeError
      ),
      FST_ERR_REP_RESPONSE_BODY_CONSUMED: createError(
        "FST_ERR_REP_RESPONSE_BODY_CONSUMED",
        "Response.body is already consumed."
      ),
      FST_ERR_REP_READABLE_STREAM_LOCKED: createError(
        "FST_ERR_REP_READABLE_STREAM_LOCKED",
        "ReadableStream was locked. You should call releaseLock() method on reader before sending."
      ),
      FST_ERR_REP_ALREADY_SENT: createError(
        "FST_ERR_REP_ALREADY_SENT",
        'Reply was already sent, did you forget to "return reply" in "%s" (%s)?'
      ),
      FST_ERR_REP_SENT_VALUE: createError(
        "FST_ERR_REP_SENT_VALUE",
        "The only possible value for reply.sent is true.",
        500,
        TypeError
      ),
      FST_ERR_SEND_INSIDE_ONERR: createError(
        "FST_ERR_SEND_INSIDE_ONERR",
        "You cannot use `send` inside the `onError` hook"
      ),
      FST_ERR_SEND_UNDEFINED_ERR: createError(
        "FST_ERR_SEND_UNDEFINED_ERR",
        "Undefined error has occurred"
      ),
      FST_ERR_BAD_STATUS_CODE: createError(
        "FST_ERR_BAD_STATUS_CODE",
        "Called reply with an invalid status code: %s"
      ),
      FST_ERR_BAD_TRAILER_NAME: createError(
        "FST_ERR_BAD_TRAILER_NAME",
        "Called reply.trailer with an invalid header name: %s"
      ),
      FST_ERR_BAD_TRAILER_VALUE: createError(
        "FST_ERR_BAD_TRAILER_VALUE",
        "Called reply.trailer('%s', fn) with an invalid type: %s. Expected a function."
      ),
      FST_ERR_FAILED_ERROR_SERIALIZATION: createError(
        "FST_ERR_FAILED_ERROR_SERIALIZATION",
        "Failed to serialize an error. Error: %s. Original error: %s"
      ),
      FST_ERR_MISSING_SERIALIZATION_FN: createError(
        "FST_ERR_MISSING_SERIALIZATION_FN",
        'Missing serialization function. Key "%s"'
      ),
      FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN: createError(
        "FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN",
        'Missing serialization function. Key "%s:%s"'
      ),
      FST_ERR_REQ_INVALID_VALIDATION_INVOCATION: createError(
        "FST_ERR_REQ_INVALID_VALIDATION_INVOCATION",
        'Invalid validation invocation. Missing validation function for HTTP part "%s" nor schema provided.'
      ),
      /**
       * schemas
      */
      FST_ERR_SCH_MISSING_ID: createError(
        "FST_ERR_SCH_MISSING_ID",
        "Missing schema $id property"
      ),
      FST_ERR_SCH_ALREADY_PRESENT: createError(
        "FST_ERR_SCH_ALREADY_PRESENT",
        "Schema with id '%s' already declared!"
      ),
      FST_ERR_SCH_CONTENT_MISSING_SCHEMA: createError(
        "FST_ERR_SCH_CONTENT_MISSING_SCHEMA",
        "Schema is missing for the content type '%s'"
      ),
      FST_ERR_SCH_DUPLICATE: createError(
        "FST_ERR_SCH_DUPLICATE",
        "Schema with '%s' already present!"
      ),
      FST_ERR_SCH_VALIDATION_BUILD: createError(
        "FST_ERR_SCH_VALIDATION_BUILD",
        "Failed building the validation schema for %s: %s, due to error %s"
      ),
      FST_ERR_SCH_SERIALIZATION_BUILD: createError(
        "FST_ERR_SCH_SERIALIZATION_BUILD",
        "Failed building the serialization schema for %s: %s, due to error %s"
      ),
      FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX: createError(
        "FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX",
        'response schemas should be nested under a valid status code, e.g { 2xx: { type: "object" } }'
      ),
      /**
       * initialConfig
       */
      FST_ERR_INIT_OPTS_INVALID: createError(
        "FST_ERR_INIT_OPTS_INVALID",
        "Invalid initialization options: '%s'"
      ),
      FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE: createError(
        "FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE",
        "Cannot set forceCloseConnections to 'idle' as your HTTP server does not support closeIdleConnections method"
      ),
      /**
       * router
       */
      FST_ERR_DUPLICATED_ROUTE: createError(
        "FST_ERR_DUPLICATED_ROUTE",
        "Method '%s' already declared for route '%s'"
      ),
      FST_ERR_BAD_URL: createError(
        "FST_ERR_BAD_URL",
        "'%s' is not a valid url component",
        400,
        URIError
      ),
      FST_ERR_MAX_PARAM_LENGTH: createError(
        "FST_ERR_MAX_PARAM_LENGTH",
        "'%s' is exceeding the max param length",
        414,
        URIError
      ),
      FST_ERR_ASYNC_CONSTRAINT: createError(
        "FST_ERR_ASYNC_CONSTRAINT",
        "Unexpected error from async constraint",
        500
      ),
      FST_ERR_INVALID_URL: createError(
        "FST_ERR_INVALID_URL",
        "URL must be a string. Received '%s'",
        400,
        TypeError
      ),
      FST_ERR_ROUTE_OPTIONS_NOT_OBJ: createError(
        "FST_ERR_ROUTE_OPTIONS_NOT_OBJ",
        'Options for "%s:%s" route must be an object',
        500,
        TypeError
      ),
      FST_ERR_ROUTE_DUPLICATED_HANDLER: createError(
        "FST_ERR_ROUTE_DUPLICATED_HANDLER",
        'Duplicate handler for "%s:%s" route is not allowed!',
        500
      ),
      FST_ERR_ROUTE_HANDLER_NOT_FN: createError(
        "FST_ERR_ROUTE_HANDLER_NOT_FN",
        "Error Handler for %s:%s route, if defined, must be a function",
        500,
        TypeError
      ),
      FST_ERR_ROUTE_MISSING_HANDLER: createError(
        "FST_ERR_ROUTE_MISSING_HANDLER",
        'Missing handler function for "%s:%s" route.',
        500
      ),
      FST_ERR_ROUTE_METHOD_INVALID: createError(
        "FST_ERR_ROUTE_METHOD_INVALID",
        "Provided method is invalid!",
        500,
        TypeError
      ),
      FST_ERR_ROUTE_METHOD_NOT_SUPPORTED: createError(
        "FST_ERR_ROUTE_METHOD_NOT_SUPPORTED",
        "%s method is not supported.",
        500
      ),
      FST_ERR_ROUTE_LOG_LEVEL_INVALID: createError(
        "FST_ERR_ROUTE_LOG_LEVEL_INVALID",
        "Log level for '%s:%s' route must be a valid logger level. Received: '%s'",
        500,
        TypeError
      ),
      FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED: createError(
        "FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED",
        "Body validation schema for %s:%s route is not supported!",
        500
      ),
      FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT: createError(
        "FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT",
        "'bodyLimit' option must be an integer > 0. Got '%s'",
        500,
        TypeError
      ),
      FST_ERR_HANDLER_TIMEOUT: createError(
        "FST_ERR_HANDLER_TIMEOUT",
        "Request timed out after %s ms on route '%s'",
        503
      ),
      FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT: createError(
        "FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT",
        "'handlerTimeout' option must be an integer > 0. Got '%s'",
        500,
        TypeError
      ),
      FST_ERR_ROUTE_REWRITE_NOT_STR: createError(
        "FST_ERR_ROUTE_REWRITE_NOT_STR",
        'Rewrite url for "%s" needs to be of type "string" but received "%s"',
        500,
        TypeError
      ),
      FST_ERR_ROUTE_MISSING_CONTENT_TYPE: createError(
        "FST_ERR_ROUTE_MISSING_CONTENT_TYPE",
        "Method '%s' must provide a 'Content-Type' header.",
        400
      ),
      // No longer thrown, kept exported until v6 to avoid a breaking change
      FST_ERR_ROUTE_MISSING_CONTENT: createError(
        "FST_ERR_ROUTE_MISSING_CONTENT",
        "Method '%s' must provide a request body.",
        400
      ),
      /**
       *  again listen when close server
       */
      FST_ERR_REOPENED_CLOSE_SERVER: createError(
        "FST_ERR_REOPENED_CLOSE_SERVER",
        "Fastify has already been closed and cannot be reopened"
      ),
      FST_ERR_REOPENED_SERVER: createError(
        "FST_ERR_REOPENED_SERVER",
        "Fastify is already listening"
      ),
      FST_ERR_INSTANCE_ALREADY_LISTENING: createError(
        "FST_ERR_INSTANCE_ALREADY_LISTENING",
        "Fastify instance is already listening. %s"
      ),
      /**
       * plugin
       */
      FST_ERR_PLUGIN_VERSION_MISMATCH: createError(
        "FST_ERR_PLUGIN_VERSION_MISMATCH",
        "fastify-plugin: %s - expected '%s' fastify version, '%s' is installed"
      ),
      FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE: createError(
        "FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE",
        "The decorator '%s'%s is not present in %s"
      ),
      FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER: createError(
        "FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER",
        "The %s plugin being registered mixes async and callback styles. Async plugin should not mix async and callback style.",
        500,
        TypeError
      ),
      FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED: createError(
        "FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED",
        "The dependency '%s' of plugin '%s' is not registered"
      ),
      /**
       *  Avvio Errors
       */
      FST_ERR_PLUGIN_CALLBACK_NOT_FN: createError(
        "FST_ERR_PLUGIN_CALLBACK_NOT_FN",
        "fastify-plugin: %s",
        500,
        TypeError
      ),
      FST_ERR_PLUGIN_NOT_VALID: createError(
        "FST_ERR_PLUGIN_NOT_VALID",
        "fastify-plugin: %s"
      ),
      FST_ERR_ROOT_PLG_BOOTED: createError(
        "FST_ERR_ROOT_PLG_BOOTED",
        "fastify-plugin: %s"
      ),
      FST_ERR_PARENT_PLUGIN_BOOTED: createError(
        "FST_ERR_PARENT_PLUGIN_BOOTED",
        "fastify-plugin: %s"
      ),
      FST_ERR_PLUGIN_TIMEOUT: createError(
        "FST_ERR_PLUGIN_TIMEOUT",
        "fastify-plugin: %s"
      )
    };
    function appendStackTrace(oldErr, newErr) {
      newErr.cause = oldErr;
      return newErr;
    }
    module2.exports = codes;
    module2.exports.appendStackTrace = appendStackTrace;
    module2.exports.AVVIO_ERRORS_MAP = {
      AVV_ERR_CALLBACK_NOT_FN: codes.FST_ERR_PLUGIN_CALLBACK_NOT_FN,
      AVV_ERR_PLUGIN_NOT_VALID: codes.FST_ERR_PLUGIN_NOT_VALID,
      AVV_ERR_ROOT_PLG_BOOTED: codes.FST_ERR_ROOT_PLG_BOOTED,
      AVV_ERR_PARENT_PLG_LOADED: codes.FST_ERR_PARENT_PLUGIN_BOOTED,
      AVV_ERR_READY_TIMEOUT: codes.FST_ERR_PLUGIN_TIMEOUT,
      AVV_ERR_PLUGIN_EXEC_TIMEOUT: codes.FST_ERR_PLUGIN_TIMEOUT
    };
  }
});

// node_modules/fastify/lib/hooks.js
var require_hooks = __commonJS({
  "node_modules/fastify/lib/hooks.js"(exports2, module2) {
    "use strict";
    var applicationHooks = [
      "onRoute",
      "onRegister",
      "onReady",
      "onListen",
      "preClose",
      "onClose"
    ];
    var lifecycleHooks = [
      "onTimeout",
      "onRequest",
      "preParsing",
      "preValidation",
      "preSerialization",
      "preHandler",
      "onSend",
      "onResponse",
      "onError",
      "onRequestAbort"
    ];
    var supportedHooks = lifecycleHooks.concat(applicationHooks);
    var {
      FST_ERR_HOOK_INVALID_TYPE,
      FST_ERR_HOOK_INVALID_HANDLER,
      FST_ERR_SEND_UNDEFINED_ERR,
      FST_ERR_HOOK_TIMEOUT,
      FST_ERR_HOOK_NOT_SUPPORTED,
      AVVIO_ERRORS_MAP,
      appendStackTrace
    } = require_errors2();
    var {
      kChildren,
      kHooks,
      kRequestPayloadStream
    } = require_symbols2();
    function Hooks() {
      this.onRequest = [];
      this.preParsing = [];
      this.preValidation = [];
      this.preSerialization = [];
      this.preHandler = [];
      this.onResponse = [];
      this.onSend = [];
      this.onError = [];
      this.onRoute = [];
      this.onRegister = [];
      this.onReady = [];
      this.onListen = [];
      this.onTimeout = [];
      this.onRequestAbort = [];
      this.preClose = [];
    }
    Hooks.prototype = /* @__PURE__ */ Object.create(null);
    Hooks.prototype.validate = function(hook, fn) {
      if (typeof hook !== "string") throw new FST_ERR_HOOK_INVALID_TYPE();
      if (Array.isArray(this[hook]) === false) {
        throw new FST_ERR_HOOK_NOT_SUPPORTED(hook);
      }
      if (typeof fn !== "function") throw new FST_ERR_HOOK_INVALID_HANDLER(hook, Object.prototype.toString.call(fn));
    };
    Hooks.prototype.add = function(hook, fn) {
      this.validate(hook, fn);
      this[hook].push(fn);
    };
    function buildHooks(h) {
      const hooks = new Hooks();
      hooks.onRequest = h.onRequest.slice();
      hooks.preParsing = h.preParsing.slice();
      hooks.preValidation = h.preValidation.slice();
      hooks.preSerialization = h.preSerialization.slice();
      hooks.preHandler = h.preHandler.slice();
      hooks.onSend = h.onSend.slice();
      hooks.onResponse = h.onResponse.slice();
      hooks.onError = h.onError.slice();
      hooks.onRoute = h.onRoute.slice();
      hooks.onRegister = h.onRegister.slice();
      hooks.onTimeout = h.onTimeout.slice();
      hooks.onRequestAbort = h.onRequestAbort.slice();
      hooks.onReady = [];
      hooks.onListen = [];
      hooks.preClose = [];
      return hooks;
    }
    function hookRunnerApplication(hookName, boot, server, cb) {
      const hooks = server[kHooks][hookName];
      let i = 0;
      let c = 0;
      next();
      function exit(err) {
        const hookFnName = hooks[i - 1]?.name;
        const hookFnFragment = hookFnName ? ` "${hookFnName}"` : "";
        if (err) {
          if (err.code === "AVV_ERR_READY_TIMEOUT") {
            err = appendStackTrace(err, new FST_ERR_HOOK_TIMEOUT(hookName, hookFnFragment));
          } else {
            err = AVVIO_ERRORS_MAP[err.code] != null ? appendStackTrace(err, new AVVIO_ERRORS_MAP[err.code](err.message)) : err;
          }
          cb(err);
          return;
        }
        cb();
      }
      function next(err) {
        if (err) {
          exit(err);
          return;
        }
        if (i === hooks.length && c === server[kChildren].length) {
          if (i === 0 && c === 0) {
            exit();
          } else {
            boot(function manageTimeout(err2, done) {
              exit(err2);
              done(err2);
            });
          }
          return;
        }
        if (i === hooks.length && c < server[kChildren].length) {
          const child = server[kChildren][c++];
          hookRunnerApplication(hookName, boot, child, next);
          return;
        }
        boot(wrap(hooks[i++], server));
        next();
      }
      function wrap(fn, server2) {
        return function(err, done) {
          if (err) {
            done(err);
            return;
          }
          if (fn.length === 1) {
            try {
              fn.call(server2, done);
            } catch (error) {
              done(error);
            }
            return;
          }
          try {
            const ret = fn.call(server2);
            if (ret && typeof ret.then === "function") {
              ret.then(done, done);
              return;
            }
          } catch (error) {
            err = error;
          }
          done(err);
        };
      }
    }
    function onListenHookRunner(server) {
      const hooks = server[kHooks].onListen;
      const hooksLen = hooks.length;
      let i = 0;
      let c = 0;
      next();
      function next(err) {
        err && server.log.error(err);
        if (i === hooksLen) {
          while (c < server[kChildren].length) {
            const child = server[kChildren][c++];
            onListenHookRunner(child);
          }
          return;
        }
        wrap(hooks[i++], server, next);
      }
      async function wrap(fn, server2, done) {
        if (fn.length === 1) {
          try {
            fn.call(server2, done);
          } catch (e) {
            done(e);
          }
          return;
        }
        try {
          const ret = fn.call(server2);
          if (ret && typeof ret.then === "function") {
            ret.then(done, done);
            return;
          }
          done();
        } catch (error) {
          done(error);
        }
      }
    }
    function hookRunnerGenerator(iterator) {
      return function hookRunner(functions, request, reply, cb) {
        let i = 0;
        function next(err) {
          if (err || i === functions.length) {
            cb(err, request, reply);
            return;
          }
          let result;
          try {
            result = iterator(functions[i++], request, reply, next);
          } catch (error) {
            cb(error, request, reply);
            return;
          }
          if (result && typeof result.then === "function") {
            result.then(handleResolve, handleReject);
          }
        }
        function handleResolve() {
          next();
        }
        function handleReject(err) {
          if (!err) {
            err = new FST_ERR_SEND_UNDEFINED_ERR();
          }
          cb(err, request, reply);
        }
        next();
      };
    }
    function onResponseHookIterator(fn, request, reply, next) {
      return fn(request, reply, next);
    }
    var onResponseHookRunner = hookRunnerGenerator(onResponseHookIterator);
    var preValidationHookRunner = hookRunnerGenerator(hookIterator);
    var preHandlerHookRunner = hookRunnerGenerator(hookIterator);
    var onTimeoutHookRunner = hookRunnerGenerator(hookIterator);
    var onRequestHookRunner = hookRunnerGenerator(hookIterator);
    function onSendHookRunner(functions, request, reply, payload, cb) {
      let i = 0;
      function next(err, newPayload) {
        if (err) {
          cb(err, request, reply, payload);
          return;
        }
        if (newPayload !== void 0) {
          payload = newPayload;
        }
        if (i === functions.length) {
          cb(null, request, reply, payload);
          return;
        }
        let result;
        try {
          result = functions[i++](request, reply, payload, next);
        } catch (error) {
          cb(error, request, reply);
          return;
        }
        if (result && typeof result.then === "function") {
          result.then(handleResolve, handleReject);
        }
      }
      function handleResolve(newPayload) {
        try {
          next(null, newPayload);
        } catch (err) {
          cb(err, request, reply, payload);
        }
      }
      function handleReject(err) {
        if (!err) {
          err = new FST_ERR_SEND_UNDEFINED_ERR();
        }
        cb(err, request, reply, payload);
      }
      next();
    }
    var preSerializationHookRunner = onSendHookRunner;
    function preParsingHookRunner(functions, request, reply, cb) {
      let i = 0;
      function next(err, newPayload) {
        if (reply.sent) {
          return;
        }
        if (newPayload !== void 0) {
          request[kRequestPayloadStream] = newPayload;
        }
        if (err || i === functions.length) {
          cb(err, request, reply);
          return;
        }
        let result;
        try {
          result = functions[i++](request, reply, request[kRequestPayloadStream], next);
        } catch (error) {
          cb(error, request, reply);
          return;
        }
        if (result && typeof result.then === "function") {
          result.then(handleResolve, handleReject);
        }
      }
      function handleResolve(newPayload) {
        next(null, newPayload);
      }
      function handleReject(err) {
        if (!err) {
          err = new FST_ERR_SEND_UNDEFINED_ERR();
        }
        cb(err, request, reply);
      }
      next();
    }
    function onRequestAbortHookRunner(functions, request, cb) {
      let i = 0;
      function next(err) {
        if (err || i === functions.length) {
          cb(err, request);
          return;
        }
        let result;
        try {
          result = functions[i++](request, next);
        } catch (error) {
          cb(error, request);
          return;
        }
        if (result && typeof result.then === "function") {
          result.then(handleResolve, handleReject);
        }
      }
      function handleResolve() {
        next();
      }
      function handleReject(err) {
        if (!err) {
          err = new FST_ERR_SEND_UNDEFINED_ERR();
        }
        cb(err, request);
      }
      next();
    }
    function hookIterator(fn, request, reply, next) {
      if (reply.sent === true) return void 0;
      return fn(request, reply, next);
    }
    module2.exports = {
      Hooks,
      buildHooks,
      hookRunnerGenerator,
      preParsingHookRunner,
      onResponseHookRunner,
      onSendHookRunner,
      preSerializationHookRunner,
      onRequestAbortHookRunner,
      hookIterator,
      hookRunnerApplication,
      onListenHookRunner,
      preHandlerHookRunner,
      preValidationHookRunner,
      onRequestHookRunner,
      onTimeoutHookRunner,
      lifecycleHooks,
      supportedHooks
    };
  }
});

// node_modules/fastify/lib/noop-set.js
var require_noop_set = __commonJS({
  "node_modules/fastify/lib/noop-set.js"(exports2, module2) {
    "use strict";
    module2.exports = function noopSet() {
      return {
        [Symbol.iterator]: function* () {
        },
        add() {
        },
        delete() {
        },
        has() {
          return true;
        }
      };
    };
  }
});

// node_modules/fastify/lib/promise.js
var require_promise = __commonJS({
  "node_modules/fastify/lib/promise.js"(exports2, module2) {
    "use strict";
    var { kTestInternals } = require_symbols2();
    function withResolvers() {
      let res, rej;
      const promise = new Promise((resolve2, reject) => {
        res = resolve2;
        rej = reject;
      });
      return { promise, resolve: res, reject: rej };
    }
    module2.exports = {
      // TODO(20.x): remove when node@20 is not supported
      withResolvers: typeof Promise.withResolvers === "function" ? Promise.withResolvers.bind(Promise) : withResolvers,
      // Tested using the kTestInternals
      [kTestInternals]: {
        withResolvers
      }
    };
  }
});

// node_modules/fastify/lib/server.js
var require_server = __commonJS({
  "node_modules/fastify/lib/server.js"(exports2, module2) {
    "use strict";
    var http = require("node:http");
    var https = require("node:https");
    var http2 = require("node:http2");
    var dns = require("node:dns");
    var os = require("node:os");
    var { kState, kOptions, kServerBindings, kHttp2ServerSessions } = require_symbols2();
    var { FSTWRN003 } = require_warnings();
    var { onListenHookRunner } = require_hooks();
    var {
      FST_ERR_REOPENED_CLOSE_SERVER,
      FST_ERR_REOPENED_SERVER,
      FST_ERR_LISTEN_OPTIONS_INVALID,
      FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE
    } = require_errors2();
    var noopSet = require_noop_set();
    var PonyPromise = require_promise();
    module2.exports.createServer = createServer;
    function defaultResolveServerListeningText(address) {
      return `Server listening at ${address}`;
    }
    function createServer(options, httpHandler) {
      const server = getServerInstance(options, httpHandler);
      function listen(listenOptions = { port: 0, host: "localhost" }, cb = void 0) {
        if (typeof cb === "function") {
          if (cb.constructor.name === "AsyncFunction") {
            FSTWRN003("listen method");
          }
          listenOptions.cb = cb;
        }
        if (listenOptions.signal) {
          if (typeof listenOptions.signal.on !== "function" && typeof listenOptions.signal.addEventListener !== "function") {
            throw new FST_ERR_LISTEN_OPTIONS_INVALID("Invalid options.signal");
          }
          this[kState].aborted = listenOptions.signal.aborted;
          if (this[kState].aborted) {
            return this.close();
          } else {
            const onAborted = () => {
              this[kState].aborted = true;
              this.close();
            };
            listenOptions.signal.addEventListener("abort", onAborted, { once: true });
          }
        }
        let host;
        if (listenOptions.path == null) {
          host = listenOptions.host ?? "localhost";
        } else {
          host = listenOptions.host;
        }
        if (!Object.hasOwn(listenOptions, "host") || listenOptions.host == null) {
          listenOptions.host = host;
        }
        if (host === "localhost") {
          listenOptions.cb = (err, address) => {
            if (err) {
              cb(err, address);
              return;
            }
            multipleBindings.call(this, server, httpHandler, options, listenOptions, () => {
              this[kState].listening = true;
              cb(null, address);
              onListenHookRunner(this);
            });
          };
        } else {
          listenOptions.cb = (err, address) => {
            if (err) {
              cb(err, address);
              return;
            }
            this[kState].listening = true;
            cb(null, address);
            onListenHookRunner(this);
          };
        }
        if (cb === void 0) {
          const listening = listenPromise.call(this, server, listenOptions);
          return listening.then((address) => {
            const { promise, resolve: resolve2 } = PonyPromise.withResolvers();
            if (host === "localhost") {
              multipleBindings.call(this, server, httpHandler, options, listenOptions, () => {
                this[kState].listening = true;
                resolve2(address);
                onListenHookRunner(this);
              });
            } else {
              resolve2(address);
              onListenHookRunner(this);
            }
            return promise;
          });
        }
        this.ready(listenCallback.call(this, server, listenOptions));
      }
      const serverHasCloseAllConnections = typeof server.closeAllConnections === "function";
      const serverHasCloseIdleConnections = typeof server.closeIdleConnections === "function";
      const serverHasCloseHttp2Sessions = typeof server.closeHttp2Sessions === "function";
      let forceCloseConnections = options.forceCloseConnections;
      if (forceCloseConnections === "idle" && !serverHasCloseIdleConnections) {
        throw new FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE();
      } else if (typeof forceCloseConnections !== "boolean") {
        forceCloseConnections = serverHasCloseIdleConnections ? "idle" : false;
      }
      const keepAliveConnections = !serverHasCloseAllConnections && forceCloseConnections === true ? /* @__PURE__ */ new Set() : noopSet();
      return {
        server,
        listen,
        forceCloseConnections,
        serverHasCloseAllConnections,
        serverHasCloseHttp2Sessions,
        keepAliveConnections
      };
    }
    function multipleBindings(mainServer, httpHandler, serverOpts, listenOptions, onListen) {
      this[kState].listening = false;
      dns.lookup(listenOptions.host, { all: true }, (dnsErr, addresses) => {
        if (dnsErr || this[kState].aborted) {
          onListen();
          return;
        }
        const isMainServerListening = mainServer.listening && serverOpts.serverFactory;
        let binding = 0;
        let bound = 0;
        if (!isMainServerListening) {
          const primaryAddress = mainServer.address();
          for (const adr of addresses) {
            if (adr.address !== primaryAddress.address) {
              binding++;
              const secondaryOpts = Object.assign({}, listenOptions, {
                host: adr.address,
                port: primaryAddress.port,
                cb: (_ignoreErr) => {
                  bound++;
                  if (!_ignoreErr) {
                    this[kServerBindings].push(secondaryServer);
                  }
                  if (bound === binding) {
                    onListen();
                  }
                }
              });
              const secondaryServer = getServerInstance(serverOpts, httpHandler);
              const closeSecondary = () => {
                secondaryServer.close(() => {
                });
                if (typeof secondaryServer.closeAllConnections === "function" && serverOpts.forceCloseConnections === true) {
                  secondaryServer.closeAllConnections();
                }
                if (typeof secondaryServer.closeHttp2Sessions === "function") {
                  secondaryServer.closeHttp2Sessions();
                }
              };
              secondaryServer.on("upgrade", mainServer.emit.bind(mainServer, "upgrade"));
              mainServer.on("unref", closeSecondary);
              mainServer.on("close", closeSecondary);
              mainServer.on("error", closeSecondary);
              this[kState].listening = false;
              listenCallback.call(this, secondaryServer, secondaryOpts)();
            }
          }
        }
        if (binding === 0) {
          onListen();
          return;
        }
        const originUnref = mainServer.unref;
        mainServer.unref = function() {
          originUnref.call(mainServer);
          mainServer.emit("unref");
        };
      });
    }
    function listenCallback(server, listenOptions) {
      const wrap = (err) => {
        server.removeListener("error", wrap);
        server.removeListener("listening", wrap);
        if (!err) {
          const address = logServerAddress.call(
            this,
            server,
            listenOptions.listenTextResolver || defaultResolveServerListeningText
          );
          listenOptions.cb(null, address);
        } else {
          this[kState].listening = false;
          listenOptions.cb(err, null);
        }
      };
      return (err) => {
        if (err != null) return listenOptions.cb(err);
        if (this[kState].listening && this[kState].closing) {
          return listenOptions.cb(new FST_ERR_REOPENED_CLOSE_SERVER(), null);
        }
        if (this[kState].listening) {
          return listenOptions.cb(new FST_ERR_REOPENED_SERVER(), null);
        }
        server.once("error", wrap);
        if (!this[kState].closing) {
          server.once("listening", wrap);
          server.listen(listenOptions);
          this[kState].listening = true;
        }
      };
    }
    function listenPromise(server, listenOptions) {
      if (this[kState].listening && this[kState].closing) {
        return Promise.reject(new FST_ERR_REOPENED_CLOSE_SERVER());
      }
      if (this[kState].listening) {
        return Promise.reject(new FST_ERR_REOPENED_SERVER());
      }
      return this.ready().then(() => {
        if (this[kState].aborted) return;
        const { promise, resolve: resolve2, reject } = PonyPromise.withResolvers();
        const errEventHandler = (err) => {
          cleanup();
          this[kState].listening = false;
          reject(err);
        };
        const listeningEventHandler = () => {
          cleanup();
          this[kState].listening = true;
          resolve2(logServerAddress.call(
            this,
            server,
            listenOptions.listenTextResolver || defaultResolveServerListeningText
          ));
        };
        function cleanup() {
          server.removeListener("error", errEventHandler);
          server.removeListener("listening", listeningEventHandler);
        }
        server.once("error", errEventHandler);
        server.once("listening", listeningEventHandler);
        server.listen(listenOptions);
        return promise;
      });
    }
    function getServerInstance(options, httpHandler) {
      if (options.serverFactory) {
        return options.serverFactory(httpHandler, options);
      }
      const httpsOptions = options.https === true ? {} : options.https;
      if (options.http2) {
        const server2 = typeof httpsOptions === "object" ? http2.createSecureServer(httpsOptions, httpHandler) : http2.createServer(options.http, httpHandler);
        server2.on("session", (session) => session.setTimeout(options.http2SessionTimeout, () => {
          session.close();
        }));
        if (options.forceCloseConnections === true) {
          server2.closeHttp2Sessions = createCloseHttp2SessionsByHttp2Server(server2);
        }
        server2.setTimeout(options.connectionTimeout);
        return server2;
      }
      const server = httpsOptions ? https.createServer(httpsOptions, httpHandler) : http.createServer(options.http, httpHandler);
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket > 0) {
        server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      }
      return server;
    }
    function getAddresses(address) {
      if (address.address === "0.0.0.0") {
        return Object.values(os.networkInterfaces()).flatMap((iface) => {
          return iface.filter((iface2) => iface2.family === "IPv4");
        }).sort((iface) => {
          return iface.internal ? -1 : 1;
        }).map((iface) => {
          return iface.address;
        });
      }
      return [address.address];
    }
    function logServerAddress(server, listenTextResolver) {
      let addresses;
      const isUnixSocket = typeof server.address() === "string";
      if (!isUnixSocket) {
        if (server.address().address.indexOf(":") === -1) {
          addresses = getAddresses(server.address()).map((address) => address + ":" + server.address().port);
        } else {
          addresses = ["[" + server.address().address + "]:" + server.address().port];
        }
        addresses = addresses.map((address) => "http" + (this[kOptions].https ? "s" : "") + "://" + address);
      } else {
        addresses = [server.address()];
      }
      for (const address of addresses) {
        this.log.info(listenTextResolver(address));
      }
      return addresses[0];
    }
    function createCloseHttp2SessionsByHttp2Server(http2Server) {
      http2Server[kHttp2ServerSessions] = /* @__PURE__ */ new Set();
      http2Server.on("session", function(session) {
        session.once("connect", function() {
          http2Server[kHttp2ServerSessions].add(session);
        });
        session.once("close", function() {
          http2Server[kHttp2ServerSessions].delete(session);
        });
        session.once("frameError", function(type, code, streamId) {
          if (streamId === 0) {
            http2Server[kHttp2ServerSessions].delete(session);
          }
        });
        session.once("goaway", function() {
          http2Server[kHttp2ServerSessions].delete(session);
        });
      });
      return function closeHttp2Sessions() {
        if (http2Server[kHttp2ServerSessions].size === 0) {
          return;
        }
        for (const session of http2Server[kHttp2ServerSessions]) {
          session.close();
        }
      };
    }
  }
});

// node_modules/fastify/lib/error-status.js
var require_error_status = __commonJS({
  "node_modules/fastify/lib/error-status.js"(exports2, module2) {
    "use strict";
    var {
      kReplyHasStatusCode
    } = require_symbols2();
    function setErrorStatusCode(reply, err) {
      if (!reply[kReplyHasStatusCode] || reply.statusCode === 200) {
        let statusCode = 500;
        if (err?.statusCode >= 400 && err.statusCode <= 599) statusCode = err.statusCode;
        else if (err?.status >= 400 && err.status <= 599) statusCode = err.status;
        reply.code(statusCode);
      }
    }
    module2.exports = { setErrorStatusCode };
  }
});

// node_modules/fastify/lib/wrap-thenable.js
var require_wrap_thenable = __commonJS({
  "node_modules/fastify/lib/wrap-thenable.js"(exports2, module2) {
    "use strict";
    var {
      kReplyIsError,
      kReplyHijacked
    } = require_symbols2();
    var { setErrorStatusCode } = require_error_status();
    var diagnostics = require("node:diagnostics_channel");
    var channels = diagnostics.tracingChannel("fastify.request.handler");
    function wrapThenable(thenable, reply, store) {
      if (store) store.async = true;
      thenable.then(function(payload) {
        if (reply[kReplyHijacked] === true) {
          return;
        }
        if (store) {
          channels.asyncStart.publish(store);
        }
        try {
          if (payload !== void 0 || //
          reply.sent === false && //
          reply.raw.headersSent === false && reply.request.raw.aborted === false && reply.request.socket && !reply.request.socket.destroyed) {
            try {
              reply.send(payload);
            } catch (err) {
              reply[kReplyIsError] = true;
              reply.send(err);
            }
          }
        } finally {
          if (store) {
            channels.asyncEnd.publish(store);
          }
        }
      }, function(err) {
        if (store) {
          store.error = err;
          setErrorStatusCode(reply, err);
          channels.error.publish(store);
          channels.asyncStart.publish(store);
        }
        try {
          if (reply.sent === true) {
            reply.log.error({ err }, "Promise errored, but reply.sent = true was set");
            return;
          }
          reply[kReplyIsError] = true;
          reply.send(err);
        } catch (err2) {
          reply.send(err2);
        } finally {
          if (store) {
            channels.asyncEnd.publish(store);
          }
        }
      });
    }
    module2.exports = wrapThenable;
  }
});

// node_modules/fastify/lib/validation.js
var require_validation = __commonJS({
  "node_modules/fastify/lib/validation.js"(exports2, module2) {
    "use strict";
    var {
      kSchemaHeaders: headersSchema,
      kSchemaParams: paramsSchema,
      kSchemaQuerystring: querystringSchema,
      kSchemaBody: bodySchema,
      kSchemaResponse: responseSchema
    } = require_symbols2();
    var scChecker = /^[1-5](?:\d{2}|xx)$|^default$/;
    var {
      FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX
    } = require_errors2();
    var { FSTWRN001, FSTSEC002, FSTSEC003 } = require_warnings();
    function compileSchemasForSerialization(context, compile) {
      if (!context.schema || !context.schema.response) {
        return;
      }
      const { method, url } = context.config || {};
      context[responseSchema] = Object.keys(context.schema.response).reduce(function(acc, statusCode) {
        const schema = context.schema.response[statusCode];
        statusCode = statusCode.toLowerCase();
        if (!scChecker.test(statusCode)) {
          throw new FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX();
        }
        if (schema.content) {
          const contentTypesSchemas = {};
          for (const mediaName of Object.keys(schema.content)) {
            const contentSchema = schema.content[mediaName].schema;
            contentTypesSchemas[mediaName] = compile({
              schema: contentSchema,
              url,
              method,
              httpStatus: statusCode,
              contentType: mediaName
            });
          }
          acc[statusCode] = contentTypesSchemas;
        } else {
          acc[statusCode] = compile({
            schema,
            url,
            method,
            httpStatus: statusCode
          });
        }
        return acc;
      }, {});
    }
    function lowerCaseHeadersSchema(schema, insidePropertyNames = false) {
      if (Array.isArray(schema)) {
        return schema.map((item) => lowerCaseHeadersSchema(item, insidePropertyNames));
      }
      if (schema === null || typeof schema !== "object") {
        return schema;
      }
      const result = {};
      for (const key of Object.keys(schema)) {
        const value = schema[key];
        switch (key) {
          case "properties": {
            if (value === null || typeof value !== "object") {
              result.properties = value;
              break;
            }
            const normalized = {};
            for (const prop of Object.keys(value)) {
              normalized[prop.toLowerCase()] = lowerCaseHeadersSchema(value[prop], insidePropertyNames);
            }
            result.properties = normalized;
            break;
          }
          case "required":
            result.required = Array.isArray(value) ? value.map((name) => name.toLowerCase()) : value;
            break;
          case "dependencies": {
            if (value === null || typeof value !== "object") {
              result.dependencies = value;
              break;
            }
            const normalized = {};
            for (const dep of Object.keys(value)) {
              const depValue = value[dep];
              if (Array.isArray(depValue)) {
                normalized[dep.toLowerCase()] = depValue.map((name) => name.toLowerCase());
              } else {
                normalized[dep.toLowerCase()] = lowerCaseHeadersSchema(depValue, insidePropertyNames);
              }
            }
            result.dependencies = normalized;
            break;
          }
          case "dependentSchemas": {
            if (value === null || typeof value !== "object") {
              result.dependentSchemas = value;
              break;
            }
            const normalized = {};
            for (const dep of Object.keys(value)) {
              normalized[dep.toLowerCase()] = lowerCaseHeadersSchema(value[dep], insidePropertyNames);
            }
            result.dependentSchemas = normalized;
            break;
          }
          case "dependentRequired": {
            if (value === null || typeof value !== "object") {
              result.dependentRequired = value;
              break;
            }
            const normalized = {};
            for (const dep of Object.keys(value)) {
              normalized[dep.toLowerCase()] = value[dep].map((name) => name.toLowerCase());
            }
            result.dependentRequired = normalized;
            break;
          }
          // Arrays of subschemas (`allOf`/`anyOf`/`oneOf`) or a single subschema
          // (`not`/`if`/`then`/`else`/`items`/`additionalItems`/...). `lowerCaseHeadersSchema`
          // handles arrays, objects and booleans, so recursing here covers them all.
          case "allOf":
          case "anyOf":
          case "oneOf":
          case "not":
          case "if":
          case "then":
          case "else":
          case "items":
          case "additionalItems":
          case "additionalProperties":
          case "unevaluatedItems":
          case "unevaluatedProperties":
          case "contains":
          case "contentSchema":
            result[key] = lowerCaseHeadersSchema(value, insidePropertyNames);
            break;
          case "propertyNames":
            result[key] = lowerCaseHeadersSchema(value, true);
            break;
          // Maps of subschemas whose keys are not header names (definition names,
          // regex patterns): keep the keys, normalize the subschema values.
          //
          // `patternProperties` keys are regular expressions matched against the
          // already-lowercased header names and are left as-is: a regular expression
          // cannot be safely lowercased. The same applies to a `propertyNames`
          // `pattern`. A header-name pattern written in canonical case will not match
          // the lowercased request headers, so it must be authored to match
          // lowercase. See docs/Reference/Validation-and-Serialization.md.
          case "definitions":
          case "$defs":
          case "patternProperties": {
            if (value === null || typeof value !== "object") {
              result[key] = value;
              break;
            }
            const normalized = {};
            for (const k of Object.keys(value)) {
              normalized[k] = lowerCaseHeadersSchema(value[k], insidePropertyNames);
            }
            result[key] = normalized;
            break;
          }
          default:
            if (insidePropertyNames && key === "enum" && Array.isArray(value)) {
              result[key] = value.map((item) => typeof item === "string" ? item.toLowerCase() : item);
            } else if (insidePropertyNames && key === "const" && typeof value === "string") {
              result[key] = value.toLowerCase();
            } else {
              result[key] = value;
            }
        }
      }
      return result;
    }
    function findExternalHeaderRef(schema) {
      if (Array.isArray(schema)) {
        for (const item of schema) {
          const ref = findExternalHeaderRef(item);
          if (ref !== void 0) return ref;
        }
        return void 0;
      }
      if (schema === null || typeof schema !== "object") {
        return void 0;
      }
      if (typeof schema.$ref === "string" && schema.$ref[0] !== "#") {
        return schema.$ref;
      }
      for (const key of Object.keys(schema)) {
        const ref = findExternalHeaderRef(schema[key]);
        if (ref !== void 0) return ref;
      }
      return void 0;
    }
    function findPropertyNamesRef(schema, insidePropertyNames = false) {
      if (Array.isArray(schema)) {
        for (const item of schema) {
          const ref = findPropertyNamesRef(item, insidePropertyNames);
          if (ref !== void 0) return ref;
        }
        return void 0;
      }
      if (schema === null || typeof schema !== "object") {
        return void 0;
      }
      if (insidePropertyNames && typeof schema.$ref === "string" && schema.$ref[0] === "#") {
        return schema.$ref;
      }
      for (const key of Object.keys(schema)) {
        const ref = findPropertyNamesRef(schema[key], insidePropertyNames || key === "propertyNames");
        if (ref !== void 0) return ref;
      }
      return void 0;
    }
    function compileSchemasForValidation(context, compile, isCustom) {
      const { schema } = context;
      if (!schema) {
        return;
      }
      const { method, url } = context.config || {};
      const headers = schema.headers;
      if (headers !== void 0) {
        if (isCustom || typeof headers !== "object" || headers === null || Object.getPrototypeOf(headers) !== Object.prototype) {
          context[headersSchema] = compile({ schema: headers, method, url, httpPart: "headers" });
        } else {
          const headersSchemaLowerCase = lowerCaseHeadersSchema(headers);
          const externalRef = findExternalHeaderRef(headers);
          if (externalRef !== void 0) {
            FSTSEC002(method, url, externalRef);
          }
          const propertyNamesRef = findPropertyNamesRef(headers);
          if (propertyNamesRef !== void 0) {
            FSTSEC003(method, url, propertyNamesRef);
          }
          context[headersSchema] = compile({ schema: headersSchemaLowerCase, method, url, httpPart: "headers" });
        }
      } else if (Object.hasOwn(schema, "headers")) {
        FSTWRN001("headers", method, url);
      }
      if (schema.body !== void 0) {
        const contentProperty = schema.body !== null && typeof schema.body === "object" ? schema.body.content : void 0;
        if (contentProperty) {
          const contentTypeSchemas = {};
          for (const contentType of Object.keys(contentProperty)) {
            const contentSchema = contentProperty[contentType].schema;
            contentTypeSchemas[contentType] = compile({ schema: contentSchema, method, url, httpPart: "body", contentType });
          }
          context[bodySchema] = contentTypeSchemas;
        } else {
          context[bodySchema] = compile({ schema: schema.body, method, url, httpPart: "body" });
        }
      } else if (Object.hasOwn(schema, "body")) {
        FSTWRN001("body", method, url);
      }
      if (schema.querystring !== void 0) {
        context[querystringSchema] = compile({ schema: schema.querystring, method, url, httpPart: "querystring" });
      } else if (Object.hasOwn(schema, "querystring")) {
        FSTWRN001("querystring", method, url);
      }
      if (schema.params !== void 0) {
        context[paramsSchema] = compile({ schema: schema.params, method, url, httpPart: "params" });
      } else if (Object.hasOwn(schema, "params")) {
        FSTWRN001("params", method, url);
      }
    }
    function validateParam(validatorFunction, request, paramName) {
      if (validatorFunction == null) return false;
      const value = request[paramName];
      let ret;
      try {
        const data = value === void 0 ? null : value;
        if (validatorFunction.schemaEnv) {
          ret = validatorFunction(data, {
            parentData: request,
            parentDataProperty: paramName
          });
        } else {
          ret = validatorFunction(data);
        }
      } catch (err) {
        err.statusCode = 500;
        return err;
      }
      if (ret && typeof ret.then === "function") {
        return ret.then((res) => {
          return res === false ? validatorFunction.errors : false;
        }).catch((err) => {
          return err;
        });
      }
      return answer(ret);
      function answer(ret2) {
        if (ret2 === false) return validatorFunction.errors;
        if (ret2 && ret2.error) return ret2.error;
        if (ret2 && typeof ret2 === "object" && "value" in ret2) request[paramName] = ret2.value;
        return false;
      }
    }
    function validate(context, request, execution) {
      const runExecution = execution === void 0;
      if (runExecution && context[paramsSchema] === void 0 && context[bodySchema] === void 0 && context[querystringSchema] === void 0 && context[headersSchema] === void 0) {
        return false;
      }
      if (runExecution || !execution.skipParams) {
        const params = validateParam(context[paramsSchema], request, "params");
        if (params) {
          if (typeof params.then !== "function") {
            return wrapValidationError(params, "params", context.schemaErrorFormatter);
          } else {
            return validateAsyncParams(params, context, request);
          }
        }
      }
      if (runExecution || !execution.skipBody) {
        let validatorFunction = null;
        if (typeof context[bodySchema] === "function") {
          validatorFunction = context[bodySchema];
        } else if (context[bodySchema]) {
          const contentSchema = context[bodySchema][request.mediaType];
          if (contentSchema) {
            validatorFunction = contentSchema;
          }
        }
        const body = validateParam(validatorFunction, request, "body");
        if (body) {
          if (typeof body.then !== "function") {
            return wrapValidationError(body, "body", context.schemaErrorFormatter);
          } else {
            return validateAsyncBody(body, context, request);
          }
        }
      }
      if (runExecution || !execution.skipQuery) {
        const query = validateParam(context[querystringSchema], request, "query");
        if (query) {
          if (typeof query.then !== "function") {
            return wrapValidationError(query, "querystring", context.schemaErrorFormatter);
          } else {
            return validateAsyncQuery(query, context, request);
          }
        }
      }
      const headers = validateParam(context[headersSchema], request, "headers");
      if (headers) {
        if (typeof headers.then !== "function") {
          return wrapValidationError(headers, "headers", context.schemaErrorFormatter);
        } else {
          return validateAsyncHeaders(headers, context, request);
        }
      }
      return false;
    }
    function validateAsyncParams(validatePromise, context, request) {
      return validatePromise.then((paramsResult) => {
        if (paramsResult) {
          return wrapValidationError(paramsResult, "params", context.schemaErrorFormatter);
        }
        return validate(context, request, { skipParams: true });
      });
    }
    function validateAsyncBody(validatePromise, context, request) {
      return validatePromise.then((bodyResult) => {
        if (bodyResult) {
          return wrapValidationError(bodyResult, "body", context.schemaErrorFormatter);
        }
        return validate(context, request, { skipParams: true, skipBody: true });
      });
    }
    function validateAsyncQuery(validatePromise, context, request) {
      return validatePromise.then((queryResult) => {
        if (queryResult) {
          return wrapValidationError(queryResult, "querystring", context.schemaErrorFormatter);
        }
        return validate(context, request, { skipParams: true, skipBody: true, skipQuery: true });
      });
    }
    function validateAsyncHeaders(validatePromise, context, request) {
      return validatePromise.then((headersResult) => {
        if (headersResult) {
          return wrapValidationError(headersResult, "headers", context.schemaErrorFormatter);
        }
        return false;
      });
    }
    function wrapValidationError(result, dataVar, schemaErrorFormatter) {
      if (result instanceof Error) {
        result.statusCode = result.statusCode || 400;
        result.code = result.code || "FST_ERR_VALIDATION";
        result.validationContext = result.validationContext || dataVar;
        return result;
      }
      const error = schemaErrorFormatter(result, dataVar);
      error.statusCode = error.statusCode || 400;
      error.code = error.code || "FST_ERR_VALIDATION";
      error.validation = result;
      error.validationContext = dataVar;
      return error;
    }
    module2.exports = {
      symbols: { bodySchema, querystringSchema, responseSchema, paramsSchema, headersSchema },
      compileSchemasForValidation,
      compileSchemasForSerialization,
      validate
    };
  }
});

// node_modules/toad-cache/dist/toad-cache.cjs
var require_toad_cache = __commonJS({
  "node_modules/toad-cache/dist/toad-cache.cjs"(exports2) {
    "use strict";
    function validateCacheParams(max, ttlInMsecs) {
      if (typeof max !== "number" || !Number.isInteger(max) || max < 0) {
        throw new Error("Invalid max value");
      }
      if (typeof ttlInMsecs !== "number" || !Number.isInteger(ttlInMsecs) || ttlInMsecs < 0) {
        throw new Error("Invalid ttl value");
      }
    }
    var FifoMap = class {
      constructor(max = 1e3, ttlInMsecs = 0) {
        validateCacheParams(max, ttlInMsecs);
        this.first = null;
        this.items = /* @__PURE__ */ new Map();
        this.last = null;
        this.max = max;
        this.ttl = ttlInMsecs;
      }
      get size() {
        return this.items.size;
      }
      clear() {
        this.items.clear();
        this.first = null;
        this.last = null;
      }
      delete(key) {
        const deletedItem = this.items.get(key);
        if (deletedItem !== void 0) {
          this.items.delete(key);
          if (deletedItem.prev !== null) {
            deletedItem.prev.next = deletedItem.next;
          }
          if (deletedItem.next !== null) {
            deletedItem.next.prev = deletedItem.prev;
          }
          if (this.first === deletedItem) {
            this.first = deletedItem.next;
          }
          if (this.last === deletedItem) {
            this.last = deletedItem.prev;
          }
        }
      }
      deleteMany(keys) {
        for (var i = 0; i < keys.length; i++) {
          this.delete(keys[i]);
        }
      }
      evict() {
        if (this.size > 0) {
          const item = this.first;
          this.items.delete(item.key);
          if (this.size === 0) {
            this.first = null;
            this.last = null;
          } else {
            this.first = item.next;
            this.first.prev = null;
          }
        }
      }
      expiresAt(key) {
        const item = this.items.get(key);
        if (item !== void 0) {
          return item.expiry;
        }
      }
      get(key) {
        const item = this.items.get(key);
        if (item !== void 0) {
          if (this.ttl > 0 && item.expiry <= Date.now()) {
            this.delete(key);
            return;
          }
          return item.value;
        }
      }
      getMany(keys) {
        const result = new Array(keys.length);
        for (var i = 0; i < keys.length; i++) {
          result[i] = this.get(keys[i]);
        }
        return result;
      }
      keys() {
        return this.items.keys();
      }
      set(key, value) {
        const existing = this.items.get(key);
        if (existing !== void 0) {
          existing.value = value;
          existing.expiry = this.ttl > 0 ? Date.now() + this.ttl : this.ttl;
          return;
        }
        if (this.max > 0 && this.size >= this.max) {
          this.evict();
        }
        const item = {
          expiry: this.ttl > 0 ? Date.now() + this.ttl : this.ttl,
          key,
          prev: this.last,
          next: null,
          value
        };
        this.items.set(key, item);
        if (this.size === 1) {
          this.first = item;
        } else {
          this.last.next = item;
        }
        this.last = item;
      }
    };
    var FifoObject = class {
      constructor(max = 1e3, ttlInMsecs = 0) {
        validateCacheParams(max, ttlInMsecs);
        this.first = null;
        this.items = /* @__PURE__ */ Object.create(null);
        this.last = null;
        this.size = 0;
        this.max = max;
        this.ttl = ttlInMsecs;
      }
      clear() {
        this.items = /* @__PURE__ */ Object.create(null);
        this.first = null;
        this.last = null;
        this.size = 0;
      }
      delete(key) {
        const deletedItem = this.items[key];
        if (deletedItem !== void 0) {
          delete this.items[key];
          this.size--;
          if (deletedItem.prev !== null) {
            deletedItem.prev.next = deletedItem.next;
          }
          if (deletedItem.next !== null) {
            deletedItem.next.prev = deletedItem.prev;
          }
          if (this.first === deletedItem) {
            this.first = deletedItem.next;
          }
          if (this.last === deletedItem) {
            this.last = deletedItem.prev;
          }
        }
      }
      deleteMany(keys) {
        for (var i = 0; i < keys.length; i++) {
          this.delete(keys[i]);
        }
      }
      evict() {
        if (this.size > 0) {
          const item = this.first;
          delete this.items[item.key];
          if (--this.size === 0) {
            this.first = null;
            this.last = null;
          } else {
            this.first = item.next;
            this.first.prev = null;
          }
        }
      }
      expiresAt(key) {
        const item = this.items[key];
        if (item !== void 0) {
          return item.expiry;
        }
      }
      get(key) {
        const item = this.items[key];
        if (item !== void 0) {
          if (this.ttl > 0 && item.expiry <= Date.now()) {
            this.delete(key);
            return;
          }
          return item.value;
        }
      }
      getMany(keys) {
        const result = new Array(keys.length);
        for (var i = 0; i < keys.length; i++) {
          result[i] = this.get(keys[i]);
        }
        return result;
      }
      keys() {
        return Object.keys(this.items);
      }
      set(key, value) {
        const existing = this.items[key];
        if (existing !== void 0) {
          existing.value = value;
          existing.expiry = this.ttl > 0 ? Date.now() + this.ttl : this.ttl;
          return;
        }
        if (this.max > 0 && this.size >= this.max) {
          this.evict();
        }
        const item = {
          expiry: this.ttl > 0 ? Date.now() + this.ttl : this.ttl,
          key,
          prev: this.last,
          next: null,
          value
        };
        this.items[key] = item;
        if (++this.size === 1) {
          this.first = item;
        } else {
          this.last.next = item;
        }
        this.last = item;
      }
    };
    function createEmptyStatisticsRecord() {
      return {
        cacheSize: 0,
        hits: 0,
        falsyHits: 0,
        emptyHits: 0,
        misses: 0,
        expirations: 0,
        evictions: 0,
        invalidateOne: 0,
        invalidateAll: 0,
        sets: 0
      };
    }
    var HitStatisticsRecord = class {
      constructor() {
        this.records = {};
      }
      initForCache(cacheId, currentTimeStamp) {
        this.records[cacheId] = {
          [currentTimeStamp]: createEmptyStatisticsRecord()
        };
      }
      resetForCache(cacheId) {
        if (!this.records[cacheId]) {
          return;
        }
        for (let key of Object.keys(this.records[cacheId])) {
          this.records[cacheId][key] = createEmptyStatisticsRecord();
        }
      }
      getStatistics() {
        return this.records;
      }
    };
    var LruMap = class {
      constructor(max = 1e3, ttlInMsecs = 0) {
        validateCacheParams(max, ttlInMsecs);
        this.first = null;
        this.items = /* @__PURE__ */ new Map();
        this.last = null;
        this.max = max;
        this.ttl = ttlInMsecs;
      }
      get size() {
        return this.items.size;
      }
      bumpLru(item) {
        if (this.last === item) {
          return;
        }
        const last = this.last;
        const next = item.next;
        const prev = item.prev;
        if (this.first === item) {
          this.first = next;
        }
        item.next = null;
        item.prev = last;
        last.next = item;
        if (prev !== null) {
          prev.next = next;
        }
        if (next !== null) {
          next.prev = prev;
        }
        this.last = item;
      }
      clear() {
        this.items.clear();
        this.first = null;
        this.last = null;
      }
      delete(key) {
        const item = this.items.get(key);
        if (item !== void 0) {
          this.items.delete(key);
          if (item.prev !== null) {
            item.prev.next = item.next;
          }
          if (item.next !== null) {
            item.next.prev = item.prev;
          }
          if (this.first === item) {
            this.first = item.next;
          }
          if (this.last === item) {
            this.last = item.prev;
          }
        }
      }
      deleteMany(keys) {
        for (var i = 0; i < keys.length; i++) {
          this.delete(keys[i]);
        }
      }
      evict() {
        if (this.size > 0) {
          const item = this.first;
          this.items.delete(item.key);
          if (this.size === 0) {
            this.first = null;
            this.last = null;
          } else {
            this.first = item.next;
            this.first.prev = null;
          }
        }
      }
      expiresAt(key) {
        const item = this.items.get(key);
        if (item !== void 0) {
          return item.expiry;
        }
      }
      get(key) {
        const item = this.items.get(key);
        if (item !== void 0) {
          if (this.ttl > 0 && item.expiry <= Date.now()) {
            this.delete(key);
            return;
          }
          this.bumpLru(item);
          return item.value;
        }
      }
      getMany(keys) {
        const result = new Array(keys.length);
        for (var i = 0; i < keys.length; i++) {
          result[i] = this.get(keys[i]);
        }
        return result;
      }
      keys() {
        return this.items.keys();
      }
      set(key, value) {
        const existing = this.items.get(key);
        if (existing !== void 0) {
          existing.value = value;
          existing.expiry = this.ttl > 0 ? Date.now() + this.ttl : this.ttl;
          this.bumpLru(existing);
          return;
        }
        if (this.max > 0 && this.size >= this.max) {
          this.evict();
        }
        const item = {
          expiry: this.ttl > 0 ? Date.now() + this.ttl : this.ttl,
          key,
          prev: this.last,
          next: null,
          value
        };
        this.items.set(key, item);
        if (this.size === 1) {
          this.first = item;
        } else {
          this.last.next = item;
        }
        this.last = item;
      }
    };
    var LruObject = class {
      constructor(max = 1e3, ttlInMsecs = 0) {
        validateCacheParams(max, ttlInMsecs);
        this.first = null;
        this.items = /* @__PURE__ */ Object.create(null);
        this.last = null;
        this.size = 0;
        this.max = max;
        this.ttl = ttlInMsecs;
      }
      bumpLru(item) {
        if (this.last === item) {
          return;
        }
        const last = this.last;
        const next = item.next;
        const prev = item.prev;
        if (this.first === item) {
          this.first = next;
        }
        item.next = null;
        item.prev = last;
        last.next = item;
        if (prev !== null) {
          prev.next = next;
        }
        if (next !== null) {
          next.prev = prev;
        }
        this.last = item;
      }
      clear() {
        this.items = /* @__PURE__ */ Object.create(null);
        this.first = null;
        this.last = null;
        this.size = 0;
      }
      delete(key) {
        const item = this.items[key];
        if (item !== void 0) {
          delete this.items[key];
          this.size--;
          if (item.prev !== null) {
            item.prev.next = item.next;
          }
          if (item.next !== null) {
            item.next.prev = item.prev;
          }
          if (this.first === item) {
            this.first = item.next;
          }
          if (this.last === item) {
            this.last = item.prev;
          }
        }
      }
      deleteMany(keys) {
        for (var i = 0; i < keys.length; i++) {
          this.delete(keys[i]);
        }
      }
      evict() {
        if (this.size > 0) {
          const item = this.first;
          delete this.items[item.key];
          if (--this.size === 0) {
            this.first = null;
            this.last = null;
          } else {
            this.first = item.next;
            this.first.prev = null;
          }
        }
      }
      expiresAt(key) {
        const item = this.items[key];
        if (item !== void 0) {
          return item.expiry;
        }
      }
      get(key) {
        const item = this.items[key];
        if (item !== void 0) {
          if (this.ttl > 0 && item.expiry <= Date.now()) {
            this.delete(key);
            return;
          }
          this.bumpLru(item);
          return item.value;
        }
      }
      getMany(keys) {
        const result = new Array(keys.length);
        for (var i = 0; i < keys.length; i++) {
          result[i] = this.get(keys[i]);
        }
        return result;
      }
      keys() {
        return Object.keys(this.items);
      }
      set(key, value) {
        const existing = this.items[key];
        if (existing !== void 0) {
          existing.value = value;
          existing.expiry = this.ttl > 0 ? Date.now() + this.ttl : this.ttl;
          this.bumpLru(existing);
          return;
        }
        if (this.max > 0 && this.size >= this.max) {
          this.evict();
        }
        const item = {
          expiry: this.ttl > 0 ? Date.now() + this.ttl : this.ttl,
          key,
          prev: this.last,
          next: null,
          value
        };
        this.items[key] = item;
        if (++this.size === 1) {
          this.first = item;
        } else {
          this.last.next = item;
        }
        this.last = item;
      }
    };
    function getTimestamp(date) {
      return `${date.getFullYear()}-${(date.getMonth() + 1).toString().padStart(2, "0")}-${date.getDate().toString().padStart(2, "0")}`;
    }
    var HitStatistics = class {
      constructor(cacheId, statisticTtlInHours, globalStatisticsRecord) {
        this.cacheId = cacheId;
        this.statisticTtlInHours = statisticTtlInHours;
        this.collectionStart = /* @__PURE__ */ new Date();
        this.currentTimeStamp = getTimestamp(this.collectionStart);
        this.archiveAfter = this.collectionStart.getTime() + this.statisticTtlInHours * 36e5;
        this.records = globalStatisticsRecord || new HitStatisticsRecord();
        this.records.initForCache(this.cacheId, this.currentTimeStamp);
      }
      get currentRecord() {
        const cacheRecords = this.records.records[this.cacheId];
        if (!cacheRecords[this.currentTimeStamp]) {
          cacheRecords[this.currentTimeStamp] = createEmptyStatisticsRecord();
        }
        return cacheRecords[this.currentTimeStamp];
      }
      /* v8 ignore next 3 -- kept for compatibility, no longer used internally */
      hoursPassed() {
        return (Date.now() - this.collectionStart) / 1e3 / 60 / 60;
      }
      addHit() {
        this.archiveIfNeeded();
        this.currentRecord.hits++;
      }
      addFalsyHit() {
        this.archiveIfNeeded();
        this.currentRecord.falsyHits++;
      }
      addEmptyHit() {
        this.archiveIfNeeded();
        this.currentRecord.emptyHits++;
      }
      addMiss() {
        this.archiveIfNeeded();
        this.currentRecord.misses++;
      }
      addEviction() {
        this.archiveIfNeeded();
        this.currentRecord.evictions++;
      }
      setCacheSize(currentSize) {
        this.archiveIfNeeded();
        this.currentRecord.cacheSize = currentSize;
      }
      addExpiration() {
        this.archiveIfNeeded();
        this.currentRecord.expirations++;
      }
      addSet() {
        this.archiveIfNeeded();
        this.currentRecord.sets++;
      }
      addInvalidateOne() {
        this.archiveIfNeeded();
        this.currentRecord.invalidateOne++;
      }
      addInvalidateAll() {
        this.archiveIfNeeded();
        this.currentRecord.invalidateAll++;
      }
      getStatistics() {
        return this.records.getStatistics();
      }
      archiveIfNeeded() {
        if (Date.now() >= this.archiveAfter) {
          this.collectionStart = /* @__PURE__ */ new Date();
          this.currentTimeStamp = getTimestamp(this.collectionStart);
          this.archiveAfter = this.collectionStart.getTime() + this.statisticTtlInHours * 36e5;
          this.records.initForCache(this.cacheId, this.currentTimeStamp);
        }
      }
    };
    var LruObjectHitStatistics = class extends LruObject {
      constructor(max, ttlInMsecs, cacheId, globalStatisticsRecord, statisticTtlInHours) {
        super(max, ttlInMsecs);
        if (!cacheId) {
          throw new Error("Cache id is mandatory");
        }
        this.hitStatistics = new HitStatistics(
          cacheId,
          statisticTtlInHours !== void 0 ? statisticTtlInHours : 24,
          globalStatisticsRecord
        );
      }
      getStatistics() {
        return this.hitStatistics.getStatistics();
      }
      set(key, value) {
        super.set(key, value);
        this.hitStatistics.addSet();
        this.hitStatistics.setCacheSize(this.size);
      }
      evict() {
        const hadItems = this.size > 0;
        super.evict();
        if (hadItems) {
          this.hitStatistics.addEviction();
        }
        this.hitStatistics.setCacheSize(this.size);
      }
      delete(key, isExpiration = false) {
        const existed = this.items[key] !== void 0;
        super.delete(key);
        if (existed && !isExpiration) {
          this.hitStatistics.addInvalidateOne();
        }
        this.hitStatistics.setCacheSize(this.size);
      }
      clear() {
        super.clear();
        this.hitStatistics.addInvalidateAll();
        this.hitStatistics.setCacheSize(this.size);
      }
      get(key) {
        const item = this.items[key];
        if (item !== void 0) {
          if (this.ttl > 0 && item.expiry <= Date.now()) {
            this.delete(key, true);
            this.hitStatistics.addExpiration();
            return;
          }
          this.bumpLru(item);
          if (!item.value) {
            this.hitStatistics.addFalsyHit();
            if (item.value === void 0 || item.value === null || item.value === "") {
              this.hitStatistics.addEmptyHit();
            }
          }
          this.hitStatistics.addHit();
          return item.value;
        }
        this.hitStatistics.addMiss();
      }
    };
    exports2.Fifo = FifoObject;
    exports2.FifoMap = FifoMap;
    exports2.FifoObject = FifoObject;
    exports2.HitStatisticsRecord = HitStatisticsRecord;
    exports2.Lru = LruObject;
    exports2.LruHitStatistics = LruObjectHitStatistics;
    exports2.LruMap = LruMap;
    exports2.LruObject = LruObject;
    exports2.LruObjectHitStatistics = LruObjectHitStatistics;
  }
});

// node_modules/fastify/lib/content-type.js
var require_content_type = __commonJS({
  "node_modules/fastify/lib/content-type.js"(exports2, module2) {
    "use strict";
    var { FifoMap: Fifo } = require_toad_cache();
    var keyValuePairsReg = /(?:^|;)\s*([\w!#$%&'*+.^`|~-]+)=("(?:[\t\u0020\u0021\u0023-\u005b\u005d-\u007e\u0080-\u00ff]|\\[\t\u0020-\u00ff])*"|[\w!#$%&'*+.^`|~-]+)/gu;
    var quotedPairReg = /\\([\t\u0020-\u00ff])/gu;
    var typeNameReg = /^[\w!#$%&'*+.^`|~-]+$/;
    var subtypeNameReg = /^[\w!#$%&'*+.^`|~-]+\s*$/;
    var cache = new Fifo(100);
    var ContentType = class _ContentType {
      #valid = false;
      #empty = true;
      #type = "";
      #subtype = "";
      #parameters = /* @__PURE__ */ new Map();
      #string;
      /**
       * The shared cache of ContentType instances. The cache is used to avoid
       * creating multiple instances of ContentType for the same header value.
       * @type {Fifo<ContentType>}
       */
      static get cache() {
        return cache;
      }
      /**
       * Create a ContentType instance from a header value. If the value has been
       * previously parsed, the cached instance will be returned.
       * @param {string} headerValue
       * @returns {ContentType | undefined}
       */
      static from(headerValue) {
        let contentType = cache.get(headerValue);
        if (contentType !== void 0) return contentType;
        contentType = new _ContentType(headerValue);
        cache.set(headerValue, contentType);
        return contentType;
      }
      constructor(headerValue) {
        if (headerValue == null || headerValue === "" || headerValue === "undefined") {
          return;
        }
        let sepIdx = headerValue.indexOf(";");
        if (sepIdx === -1) {
          sepIdx = headerValue.indexOf("/");
          if (sepIdx === -1) {
            return;
          }
          const type2 = headerValue.slice(0, sepIdx).trimStart().toLowerCase();
          const subtype2 = headerValue.slice(sepIdx + 1).trimEnd().toLowerCase();
          if (typeNameReg.test(type2) === true && subtypeNameReg.test(subtype2) === true) {
            this.#valid = true;
            this.#empty = false;
            this.#type = type2;
            this.#subtype = subtype2;
          }
          return;
        }
        const mediaType = headerValue.slice(0, sepIdx).toLowerCase();
        const paramsList = headerValue.slice(sepIdx + 1).trim();
        sepIdx = mediaType.indexOf("/");
        if (sepIdx === -1) {
          return;
        }
        const type = mediaType.slice(0, sepIdx).trimStart();
        const subtype = mediaType.slice(sepIdx + 1).trimEnd();
        if (typeNameReg.test(type) === false || subtypeNameReg.test(subtype) === false) {
          return;
        }
        this.#type = type;
        this.#subtype = subtype;
        this.#valid = true;
        this.#empty = false;
        let matches = keyValuePairsReg.exec(paramsList);
        while (matches) {
          const key = matches[1].toLowerCase();
          let value = matches[2];
          if (value.charCodeAt(0) === 34) {
            value = value.slice(1, -1);
            if (value.indexOf("\\") !== -1) {
              value = value.replace(quotedPairReg, "$1");
            }
          }
          this.#parameters.set(key, value);
          matches = keyValuePairsReg.exec(paramsList);
        }
      }
      get [Symbol.toStringTag]() {
        return "ContentType";
      }
      get isEmpty() {
        return this.#empty;
      }
      get isValid() {
        return this.#valid;
      }
      get mediaType() {
        if (this.#valid === false) return void 0;
        return `${this.#type}/${this.#subtype}`;
      }
      get type() {
        return this.#type;
      }
      get subtype() {
        return this.#subtype;
      }
      get parameters() {
        return this.#parameters;
      }
      toString() {
        if (this.#string) return this.#string;
        const parameters = [];
        for (const [key, value] of this.#parameters.entries()) {
          parameters.push(`${key}="${value}"`);
        }
        const result = [this.#type, "/", this.#subtype];
        if (parameters.length > 0) {
          result.push("; ");
          result.push(parameters.join("; "));
        }
        this.#string = result.join("");
        return this.#string;
      }
    };
    module2.exports = ContentType;
  }
});

// node_modules/fastify/lib/handle-request.js
var require_handle_request = __commonJS({
  "node_modules/fastify/lib/handle-request.js"(exports2, module2) {
    "use strict";
    var diagnostics = require("node:diagnostics_channel");
    var wrapThenable = require_wrap_thenable();
    var { validate: validateSchema } = require_validation();
    var { preValidationHookRunner, preHandlerHookRunner } = require_hooks();
    var {
      FST_ERR_CTP_INVALID_MEDIA_TYPE,
      FST_ERR_ROUTE_MISSING_CONTENT_TYPE
    } = require_errors2();
    var { setErrorStatusCode } = require_error_status();
    var {
      kReplyIsError,
      kRouteContext,
      kFourOhFourContext,
      kSupportedHTTPMethods,
      kRequestContentType,
      kDiagnosticsStore
    } = require_symbols2();
    var ContentType = require_content_type();
    var channels = diagnostics.tracingChannel("fastify.request.handler");
    function handleRequest(err, request, reply) {
      if (reply.sent === true) return;
      if (err != null) {
        reply[kReplyIsError] = true;
        reply.send(err);
        return;
      }
      const method = request.method;
      if (this[kSupportedHTTPMethods].bodyless.has(method)) {
        handler(request, reply);
        return;
      }
      if (this[kSupportedHTTPMethods].bodywith.has(method)) {
        const headers = request.headers;
        const ctHeader = headers["content-type"];
        if (method === "QUERY") {
          if (ctHeader === void 0) {
            reply[kReplyIsError] = true;
            reply.status(400).send(new FST_ERR_ROUTE_MISSING_CONTENT_TYPE(method));
            return;
          }
        }
        if (ctHeader === void 0) {
          const contentLength = headers["content-length"];
          const transferEncoding = headers["transfer-encoding"];
          const isEmptyBody = transferEncoding === void 0 && (contentLength === void 0 || contentLength === "0");
          if (isEmptyBody) {
            handler(request, reply);
            return;
          }
          request[kRouteContext].contentTypeParser.run("", handler, request, reply);
          return;
        }
        if (!request[kRequestContentType]) {
          request[kRequestContentType] = ContentType.from(ctHeader);
        }
        if (request[kRequestContentType].isValid === false) {
          reply[kReplyIsError] = true;
          reply.status(415).send(new FST_ERR_CTP_INVALID_MEDIA_TYPE());
          return;
        }
        request[kRouteContext].contentTypeParser.run(request[kRequestContentType].toString(), handler, request, reply);
        return;
      }
      handler(request, reply);
    }
    function handler(request, reply) {
      try {
        if (request[kRouteContext].preValidation !== null) {
          preValidationHookRunner(
            request[kRouteContext].preValidation,
            request,
            reply,
            preValidationCallback
          );
        } else {
          preValidationCallback(null, request, reply);
        }
      } catch (err) {
        preValidationCallback(err, request, reply);
      }
    }
    function preValidationCallback(err, request, reply) {
      if (reply.sent === true) return;
      if (err != null) {
        reply[kReplyIsError] = true;
        reply.send(err);
        return;
      }
      const validationErr = validateSchema(reply[kRouteContext], request);
      const isAsync = validationErr && typeof validationErr.then === "function" || false;
      if (isAsync) {
        const cb = validationCompleted.bind(null, request, reply);
        validationErr.then(cb, cb);
      } else {
        validationCompleted(request, reply, validationErr);
      }
    }
    function validationCompleted(request, reply, validationErr) {
      if (validationErr) {
        if (reply[kRouteContext].attachValidation === false) {
          reply.send(validationErr);
          return;
        }
        reply.request.validationError = validationErr;
      }
      if (request[kRouteContext].preHandler !== null) {
        preHandlerHookRunner(
          request[kRouteContext].preHandler,
          request,
          reply,
          preHandlerCallback
        );
      } else {
        preHandlerCallback(null, request, reply);
      }
    }
    function preHandlerCallback(err, request, reply) {
      if (reply.sent) return;
      const context = request[kRouteContext];
      if (!channels.hasSubscribers || context[kFourOhFourContext] === null) {
        preHandlerCallbackInner(err, request, reply);
      } else {
        const store = {
          request,
          reply,
          async: false,
          route: {
            url: context.config.url,
            method: context.config.method
          }
        };
        reply[kDiagnosticsStore] = store;
        channels.start.runStores(store, preHandlerCallbackInner, void 0, err, request, reply, store);
      }
    }
    function preHandlerCallbackInner(err, request, reply, store) {
      const context = request[kRouteContext];
      try {
        if (err != null) {
          reply[kReplyIsError] = true;
          if (store) {
            store.error = err;
            setErrorStatusCode(reply, err);
            channels.error.publish(store);
          }
          reply.send(err);
          return;
        }
        let result;
        try {
          result = context.handler(request, reply);
        } catch (err2) {
          if (store) {
            store.error = err2;
            setErrorStatusCode(reply, err2);
            channels.error.publish(store);
          }
          reply[kReplyIsError] = true;
          reply.send(err2);
          return;
        }
        if (result !== void 0) {
          if (result !== null && typeof result.then === "function") {
            wrapThenable(result, reply, store);
          } else {
            reply.send(result);
          }
        }
      } finally {
        if (store) channels.end.publish(store);
      }
    }
    module2.exports = handleRequest;
    module2.exports[/* @__PURE__ */ Symbol.for("internals")] = { handler, preHandlerCallback };
  }
});

// node_modules/fastify/lib/config-validator.js
var require_config_validator = __commonJS({
  "node_modules/fastify/lib/config-validator.js"(exports2, module2) {
    "use strict";
    module2.exports = validate10;
    module2.exports.default = validate10;
    var schema11 = { "type": "object", "additionalProperties": false, "properties": { "connectionTimeout": { "type": "integer", "default": 0 }, "keepAliveTimeout": { "type": "integer", "default": 72e3 }, "forceCloseConnections": { "oneOf": [{ "type": "string", "pattern": "idle" }, { "type": "boolean" }] }, "maxRequestsPerSocket": { "type": "integer", "default": 0, "nullable": true }, "requestTimeout": { "type": "integer", "default": 0 }, "handlerTimeout": { "type": "integer", "default": 0 }, "bodyLimit": { "type": "integer", "default": 1048576 }, "caseSensitive": { "type": "boolean", "default": true }, "allowUnsafeRegex": { "type": "boolean", "default": false }, "http2": { "type": "boolean" }, "https": { "if": { "not": { "oneOf": [{ "type": "boolean" }, { "type": "null" }, { "type": "object", "additionalProperties": false, "required": ["allowHTTP1"], "properties": { "allowHTTP1": { "type": "boolean" } } }] } }, "then": { "setDefaultValue": true } }, "ignoreTrailingSlash": { "type": "boolean", "default": false }, "ignoreDuplicateSlashes": { "type": "boolean", "default": false }, "disableRequestLogging": { "default": false }, "maxParamLength": { "type": "integer", "default": 100 }, "onProtoPoisoning": { "type": "string", "default": "error" }, "onConstructorPoisoning": { "type": "string", "default": "error" }, "pluginTimeout": { "type": "integer", "default": 1e4 }, "requestIdHeader": { "anyOf": [{ "type": "boolean" }, { "type": "string" }], "default": false }, "requestIdLogLabel": { "type": "string", "default": "reqId" }, "http2SessionTimeout": { "type": "integer", "default": 72e3 }, "exposeHeadRoutes": { "type": "boolean", "default": true }, "useSemicolonDelimiter": { "type": "boolean", "default": false }, "routerOptions": { "type": "object", "additionalProperties": true, "properties": { "compile": { "type": "boolean", "default": false }, "ignoreTrailingSlash": { "type": "boolean", "default": false }, "ignoreDuplicateSlashes": { "type": "boolean", "default": false }, "maxParamLength": { "type": "integer", "default": 100 }, "allowUnsafeRegex": { "type": "boolean", "default": false }, "useSemicolonDelimiter": { "type": "boolean", "default": false } } }, "constraints": { "type": "object", "additionalProperties": { "type": "object", "required": ["name", "storage", "validate", "deriveConstraint"], "additionalProperties": true, "properties": { "name": { "type": "string" }, "storage": {}, "validate": {}, "deriveConstraint": {} } } } } };
    var func2 = Object.prototype.hasOwnProperty;
    var pattern0 = new RegExp("idle", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.connectionTimeout === void 0) {
            data.connectionTimeout = 0;
          }
          if (data.keepAliveTimeout === void 0) {
            data.keepAliveTimeout = 72e3;
          }
          if (data.maxRequestsPerSocket === void 0) {
            data.maxRequestsPerSocket = 0;
          }
          if (data.requestTimeout === void 0) {
            data.requestTimeout = 0;
          }
          if (data.handlerTimeout === void 0) {
            data.handlerTimeout = 0;
          }
          if (data.bodyLimit === void 0) {
            data.bodyLimit = 1048576;
          }
          if (data.caseSensitive === void 0) {
            data.caseSensitive = true;
          }
          if (data.allowUnsafeRegex === void 0) {
            data.allowUnsafeRegex = false;
          }
          if (data.ignoreTrailingSlash === void 0) {
            data.ignoreTrailingSlash = false;
          }
          if (data.ignoreDuplicateSlashes === void 0) {
            data.ignoreDuplicateSlashes = false;
          }
          if (data.disableRequestLogging === void 0) {
            data.disableRequestLogging = false;
          }
          if (data.maxParamLength === void 0) {
            data.maxParamLength = 100;
          }
          if (data.onProtoPoisoning === void 0) {
            data.onProtoPoisoning = "error";
          }
          if (data.onConstructorPoisoning === void 0) {
            data.onConstructorPoisoning = "error";
          }
          if (data.pluginTimeout === void 0) {
            data.pluginTimeout = 1e4;
          }
          if (data.requestIdHeader === void 0) {
            data.requestIdHeader = false;
          }
          if (data.requestIdLogLabel === void 0) {
            data.requestIdLogLabel = "reqId";
          }
          if (data.http2SessionTimeout === void 0) {
            data.http2SessionTimeout = 72e3;
          }
          if (data.exposeHeadRoutes === void 0) {
            data.exposeHeadRoutes = true;
          }
          if (data.useSemicolonDelimiter === void 0) {
            data.useSemicolonDelimiter = false;
          }
          const _errs1 = errors;
          for (const key0 in data) {
            if (!func2.call(schema11.properties, key0)) {
              delete data[key0];
            }
          }
          if (_errs1 === errors) {
            let data0 = data.connectionTimeout;
            const _errs2 = errors;
            if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
              let dataType0 = typeof data0;
              let coerced0 = void 0;
              if (!(coerced0 !== void 0)) {
                if (dataType0 === "boolean" || data0 === null || dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1)) {
                  coerced0 = +data0;
                } else {
                  validate10.errors = [{ instancePath: instancePath + "/connectionTimeout", schemaPath: "#/properties/connectionTimeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                  return false;
                }
              }
              if (coerced0 !== void 0) {
                data0 = coerced0;
                if (data !== void 0) {
                  data["connectionTimeout"] = coerced0;
                }
              }
            }
            var valid0 = _errs2 === errors;
            if (valid0) {
              let data1 = data.keepAliveTimeout;
              const _errs4 = errors;
              if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
                let dataType1 = typeof data1;
                let coerced1 = void 0;
                if (!(coerced1 !== void 0)) {
                  if (dataType1 === "boolean" || data1 === null || dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1)) {
                    coerced1 = +data1;
                  } else {
                    validate10.errors = [{ instancePath: instancePath + "/keepAliveTimeout", schemaPath: "#/properties/keepAliveTimeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                    return false;
                  }
                }
                if (coerced1 !== void 0) {
                  data1 = coerced1;
                  if (data !== void 0) {
                    data["keepAliveTimeout"] = coerced1;
                  }
                }
              }
              var valid0 = _errs4 === errors;
              if (valid0) {
                if (data.forceCloseConnections !== void 0) {
                  let data2 = data.forceCloseConnections;
                  const _errs6 = errors;
                  const _errs7 = errors;
                  let valid1 = false;
                  let passing0 = null;
                  const _errs8 = errors;
                  if (typeof data2 !== "string") {
                    let dataType2 = typeof data2;
                    let coerced2 = void 0;
                    if (!(coerced2 !== void 0)) {
                      if (dataType2 == "number" || dataType2 == "boolean") {
                        coerced2 = "" + data2;
                      } else if (data2 === null) {
                        coerced2 = "";
                      } else {
                        const err0 = { instancePath: instancePath + "/forceCloseConnections", schemaPath: "#/properties/forceCloseConnections/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err0];
                        } else {
                          vErrors.push(err0);
                        }
                        errors++;
                      }
                    }
                    if (coerced2 !== void 0) {
                      data2 = coerced2;
                      if (data !== void 0) {
                        data["forceCloseConnections"] = coerced2;
                      }
                    }
                  }
                  if (errors === _errs8) {
                    if (typeof data2 === "string") {
                      if (!pattern0.test(data2)) {
                        const err1 = { instancePath: instancePath + "/forceCloseConnections", schemaPath: "#/properties/forceCloseConnections/oneOf/0/pattern", keyword: "pattern", params: { pattern: "idle" }, message: 'must match pattern "idle"' };
                        if (vErrors === null) {
                          vErrors = [err1];
                        } else {
                          vErrors.push(err1);
                        }
                        errors++;
                      }
                    }
                  }
                  var _valid0 = _errs8 === errors;
                  if (_valid0) {
                    valid1 = true;
                    passing0 = 0;
                  }
                  const _errs10 = errors;
                  if (typeof data2 !== "boolean") {
                    let coerced3 = void 0;
                    if (!(coerced3 !== void 0)) {
                      if (data2 === "false" || data2 === 0 || data2 === null) {
                        coerced3 = false;
                      } else if (data2 === "true" || data2 === 1) {
                        coerced3 = true;
                      } else {
                        const err2 = { instancePath: instancePath + "/forceCloseConnections", schemaPath: "#/properties/forceCloseConnections/oneOf/1/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                          vErrors = [err2];
                        } else {
                          vErrors.push(err2);
                        }
                        errors++;
                      }
                    }
                    if (coerced3 !== void 0) {
                      data2 = coerced3;
                      if (data !== void 0) {
                        data["forceCloseConnections"] = coerced3;
                      }
                    }
                  }
                  var _valid0 = _errs10 === errors;
                  if (_valid0 && valid1) {
                    valid1 = false;
                    passing0 = [passing0, 1];
                  } else {
                    if (_valid0) {
                      valid1 = true;
                      passing0 = 1;
                    }
                  }
                  if (!valid1) {
                    const err3 = { instancePath: instancePath + "/forceCloseConnections", schemaPath: "#/properties/forceCloseConnections/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                    if (vErrors === null) {
                      vErrors = [err3];
                    } else {
                      vErrors.push(err3);
                    }
                    errors++;
                    validate10.errors = vErrors;
                    return false;
                  } else {
                    errors = _errs7;
                    if (vErrors !== null) {
                      if (_errs7) {
                        vErrors.length = _errs7;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  var valid0 = _errs6 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  let data3 = data.maxRequestsPerSocket;
                  const _errs12 = errors;
                  if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3)) && data3 !== null) {
                    let dataType4 = typeof data3;
                    let coerced4 = void 0;
                    if (!(coerced4 !== void 0)) {
                      if (dataType4 === "boolean" || data3 === null || dataType4 === "string" && data3 && data3 == +data3 && !(data3 % 1)) {
                        coerced4 = +data3;
                      } else if (data3 === "" || data3 === 0 || data3 === false) {
                        coerced4 = null;
                      } else {
                        validate10.errors = [{ instancePath: instancePath + "/maxRequestsPerSocket", schemaPath: "#/properties/maxRequestsPerSocket/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                      }
                    }
                    if (coerced4 !== void 0) {
                      data3 = coerced4;
                      if (data !== void 0) {
                        data["maxRequestsPerSocket"] = coerced4;
                      }
                    }
                  }
                  var valid0 = _errs12 === errors;
                  if (valid0) {
                    let data4 = data.requestTimeout;
                    const _errs15 = errors;
                    if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
                      let dataType5 = typeof data4;
                      let coerced5 = void 0;
                      if (!(coerced5 !== void 0)) {
                        if (dataType5 === "boolean" || data4 === null || dataType5 === "string" && data4 && data4 == +data4 && !(data4 % 1)) {
                          coerced5 = +data4;
                        } else {
                          validate10.errors = [{ instancePath: instancePath + "/requestTimeout", schemaPath: "#/properties/requestTimeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                      }
                      if (coerced5 !== void 0) {
                        data4 = coerced5;
                        if (data !== void 0) {
                          data["requestTimeout"] = coerced5;
                        }
                      }
                    }
                    var valid0 = _errs15 === errors;
                    if (valid0) {
                      let data5 = data.handlerTimeout;
                      const _errs17 = errors;
                      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                        let dataType6 = typeof data5;
                        let coerced6 = void 0;
                        if (!(coerced6 !== void 0)) {
                          if (dataType6 === "boolean" || data5 === null || dataType6 === "string" && data5 && data5 == +data5 && !(data5 % 1)) {
                            coerced6 = +data5;
                          } else {
                            validate10.errors = [{ instancePath: instancePath + "/handlerTimeout", schemaPath: "#/properties/handlerTimeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                            return false;
                          }
                        }
                        if (coerced6 !== void 0) {
                          data5 = coerced6;
                          if (data !== void 0) {
                            data["handlerTimeout"] = coerced6;
                          }
                        }
                      }
                      var valid0 = _errs17 === errors;
                      if (valid0) {
                        let data6 = data.bodyLimit;
                        const _errs19 = errors;
                        if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                          let dataType7 = typeof data6;
                          let coerced7 = void 0;
                          if (!(coerced7 !== void 0)) {
                            if (dataType7 === "boolean" || data6 === null || dataType7 === "string" && data6 && data6 == +data6 && !(data6 % 1)) {
                              coerced7 = +data6;
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/bodyLimit", schemaPath: "#/properties/bodyLimit/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                          }
                          if (coerced7 !== void 0) {
                            data6 = coerced7;
                            if (data !== void 0) {
                              data["bodyLimit"] = coerced7;
                            }
                          }
                        }
                        var valid0 = _errs19 === errors;
                        if (valid0) {
                          let data7 = data.caseSensitive;
                          const _errs21 = errors;
                          if (typeof data7 !== "boolean") {
                            let coerced8 = void 0;
                            if (!(coerced8 !== void 0)) {
                              if (data7 === "false" || data7 === 0 || data7 === null) {
                                coerced8 = false;
                              } else if (data7 === "true" || data7 === 1) {
                                coerced8 = true;
                              } else {
                                validate10.errors = [{ instancePath: instancePath + "/caseSensitive", schemaPath: "#/properties/caseSensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                return false;
                              }
                            }
                            if (coerced8 !== void 0) {
                              data7 = coerced8;
                              if (data !== void 0) {
                                data["caseSensitive"] = coerced8;
                              }
                            }
                          }
                          var valid0 = _errs21 === errors;
                          if (valid0) {
                            let data8 = data.allowUnsafeRegex;
                            const _errs23 = errors;
                            if (typeof data8 !== "boolean") {
                              let coerced9 = void 0;
                              if (!(coerced9 !== void 0)) {
                                if (data8 === "false" || data8 === 0 || data8 === null) {
                                  coerced9 = false;
                                } else if (data8 === "true" || data8 === 1) {
                                  coerced9 = true;
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/allowUnsafeRegex", schemaPath: "#/properties/allowUnsafeRegex/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                  return false;
                                }
                              }
                              if (coerced9 !== void 0) {
                                data8 = coerced9;
                                if (data !== void 0) {
                                  data["allowUnsafeRegex"] = coerced9;
                                }
                              }
                            }
                            var valid0 = _errs23 === errors;
                            if (valid0) {
                              if (data.http2 !== void 0) {
                                let data9 = data.http2;
                                const _errs25 = errors;
                                if (typeof data9 !== "boolean") {
                                  let coerced10 = void 0;
                                  if (!(coerced10 !== void 0)) {
                                    if (data9 === "false" || data9 === 0 || data9 === null) {
                                      coerced10 = false;
                                    } else if (data9 === "true" || data9 === 1) {
                                      coerced10 = true;
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/http2", schemaPath: "#/properties/http2/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                      return false;
                                    }
                                  }
                                  if (coerced10 !== void 0) {
                                    data9 = coerced10;
                                    if (data !== void 0) {
                                      data["http2"] = coerced10;
                                    }
                                  }
                                }
                                var valid0 = _errs25 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.https !== void 0) {
                                  let data10 = data.https;
                                  const _errs27 = errors;
                                  const _errs28 = errors;
                                  let valid2 = true;
                                  const _errs29 = errors;
                                  const _errs30 = errors;
                                  const _errs31 = errors;
                                  const _errs32 = errors;
                                  let valid4 = false;
                                  let passing1 = null;
                                  const _errs33 = errors;
                                  if (typeof data10 !== "boolean") {
                                    let coerced11 = void 0;
                                    if (!(coerced11 !== void 0)) {
                                      if (data10 === "false" || data10 === 0 || data10 === null) {
                                        coerced11 = false;
                                      } else if (data10 === "true" || data10 === 1) {
                                        coerced11 = true;
                                      } else {
                                        const err4 = {};
                                        if (vErrors === null) {
                                          vErrors = [err4];
                                        } else {
                                          vErrors.push(err4);
                                        }
                                        errors++;
                                      }
                                    }
                                    if (coerced11 !== void 0) {
                                      data10 = coerced11;
                                      if (data !== void 0) {
                                        data["https"] = coerced11;
                                      }
                                    }
                                  }
                                  var _valid2 = _errs33 === errors;
                                  if (_valid2) {
                                    valid4 = true;
                                    passing1 = 0;
                                  }
                                  const _errs35 = errors;
                                  if (data10 !== null) {
                                    let coerced12 = void 0;
                                    if (!(coerced12 !== void 0)) {
                                      if (data10 === "" || data10 === 0 || data10 === false) {
                                        coerced12 = null;
                                      } else {
                                        const err5 = {};
                                        if (vErrors === null) {
                                          vErrors = [err5];
                                        } else {
                                          vErrors.push(err5);
                                        }
                                        errors++;
                                      }
                                    }
                                    if (coerced12 !== void 0) {
                                      data10 = coerced12;
                                      if (data !== void 0) {
                                        data["https"] = coerced12;
                                      }
                                    }
                                  }
                                  var _valid2 = _errs35 === errors;
                                  if (_valid2 && valid4) {
                                    valid4 = false;
                                    passing1 = [passing1, 1];
                                  } else {
                                    if (_valid2) {
                                      valid4 = true;
                                      passing1 = 1;
                                    }
                                    const _errs37 = errors;
                                    if (errors === _errs37) {
                                      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                        let missing0;
                                        if (data10.allowHTTP1 === void 0 && (missing0 = "allowHTTP1")) {
                                          const err6 = {};
                                          if (vErrors === null) {
                                            vErrors = [err6];
                                          } else {
                                            vErrors.push(err6);
                                          }
                                          errors++;
                                        } else {
                                          const _errs39 = errors;
                                          for (const key1 in data10) {
                                            if (!(key1 === "allowHTTP1")) {
                                              delete data10[key1];
                                            }
                                          }
                                          if (_errs39 === errors) {
                                            if (data10.allowHTTP1 !== void 0) {
                                              let data11 = data10.allowHTTP1;
                                              if (typeof data11 !== "boolean") {
                                                let coerced13 = void 0;
                                                if (!(coerced13 !== void 0)) {
                                                  if (data11 === "false" || data11 === 0 || data11 === null) {
                                                    coerced13 = false;
                                                  } else if (data11 === "true" || data11 === 1) {
                                                    coerced13 = true;
                                                  } else {
                                                    const err7 = {};
                                                    if (vErrors === null) {
                                                      vErrors = [err7];
                                                    } else {
                                                      vErrors.push(err7);
                                                    }
                                                    errors++;
                                                  }
                                                }
                                                if (coerced13 !== void 0) {
                                                  data11 = coerced13;
                                                  if (data10 !== void 0) {
                                                    data10["allowHTTP1"] = coerced13;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        const err8 = {};
                                        if (vErrors === null) {
                                          vErrors = [err8];
                                        } else {
                                          vErrors.push(err8);
                                        }
                                        errors++;
                                      }
                                    }
                                    var _valid2 = _errs37 === errors;
                                    if (_valid2 && valid4) {
                                      valid4 = false;
                                      passing1 = [passing1, 2];
                                    } else {
                                      if (_valid2) {
                                        valid4 = true;
                                        passing1 = 2;
                                      }
                                    }
                                  }
                                  if (!valid4) {
                                    const err9 = {};
                                    if (vErrors === null) {
                                      vErrors = [err9];
                                    } else {
                                      vErrors.push(err9);
                                    }
                                    errors++;
                                  } else {
                                    errors = _errs32;
                                    if (vErrors !== null) {
                                      if (_errs32) {
                                        vErrors.length = _errs32;
                                      } else {
                                        vErrors = null;
                                      }
                                    }
                                  }
                                  var valid3 = _errs31 === errors;
                                  if (valid3) {
                                    const err10 = {};
                                    if (vErrors === null) {
                                      vErrors = [err10];
                                    } else {
                                      vErrors.push(err10);
                                    }
                                    errors++;
                                  } else {
                                    errors = _errs30;
                                    if (vErrors !== null) {
                                      if (_errs30) {
                                        vErrors.length = _errs30;
                                      } else {
                                        vErrors = null;
                                      }
                                    }
                                  }
                                  var _valid1 = _errs29 === errors;
                                  errors = _errs28;
                                  if (vErrors !== null) {
                                    if (_errs28) {
                                      vErrors.length = _errs28;
                                    } else {
                                      vErrors = null;
                                    }
                                  }
                                  if (_valid1) {
                                    const _errs42 = errors;
                                    data["https"] = true;
                                    var _valid1 = _errs42 === errors;
                                    valid2 = _valid1;
                                  }
                                  if (!valid2) {
                                    const err11 = { instancePath: instancePath + "/https", schemaPath: "#/properties/https/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                                    if (vErrors === null) {
                                      vErrors = [err11];
                                    } else {
                                      vErrors.push(err11);
                                    }
                                    errors++;
                                    validate10.errors = vErrors;
                                    return false;
                                  }
                                  var valid0 = _errs27 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  let data12 = data.ignoreTrailingSlash;
                                  const _errs43 = errors;
                                  if (typeof data12 !== "boolean") {
                                    let coerced14 = void 0;
                                    if (!(coerced14 !== void 0)) {
                                      if (data12 === "false" || data12 === 0 || data12 === null) {
                                        coerced14 = false;
                                      } else if (data12 === "true" || data12 === 1) {
                                        coerced14 = true;
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/ignoreTrailingSlash", schemaPath: "#/properties/ignoreTrailingSlash/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                        return false;
                                      }
                                    }
                                    if (coerced14 !== void 0) {
                                      data12 = coerced14;
                                      if (data !== void 0) {
                                        data["ignoreTrailingSlash"] = coerced14;
                                      }
                                    }
                                  }
                                  var valid0 = _errs43 === errors;
                                  if (valid0) {
                                    let data13 = data.ignoreDuplicateSlashes;
                                    const _errs45 = errors;
                                    if (typeof data13 !== "boolean") {
                                      let coerced15 = void 0;
                                      if (!(coerced15 !== void 0)) {
                                        if (data13 === "false" || data13 === 0 || data13 === null) {
                                          coerced15 = false;
                                        } else if (data13 === "true" || data13 === 1) {
                                          coerced15 = true;
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/ignoreDuplicateSlashes", schemaPath: "#/properties/ignoreDuplicateSlashes/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                          return false;
                                        }
                                      }
                                      if (coerced15 !== void 0) {
                                        data13 = coerced15;
                                        if (data !== void 0) {
                                          data["ignoreDuplicateSlashes"] = coerced15;
                                        }
                                      }
                                    }
                                    var valid0 = _errs45 === errors;
                                    if (valid0) {
                                      let data14 = data.maxParamLength;
                                      const _errs47 = errors;
                                      if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                                        let dataType16 = typeof data14;
                                        let coerced16 = void 0;
                                        if (!(coerced16 !== void 0)) {
                                          if (dataType16 === "boolean" || data14 === null || dataType16 === "string" && data14 && data14 == +data14 && !(data14 % 1)) {
                                            coerced16 = +data14;
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/maxParamLength", schemaPath: "#/properties/maxParamLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                            return false;
                                          }
                                        }
                                        if (coerced16 !== void 0) {
                                          data14 = coerced16;
                                          if (data !== void 0) {
                                            data["maxParamLength"] = coerced16;
                                          }
                                        }
                                      }
                                      var valid0 = _errs47 === errors;
                                      if (valid0) {
                                        let data15 = data.onProtoPoisoning;
                                        const _errs49 = errors;
                                        if (typeof data15 !== "string") {
                                          let dataType17 = typeof data15;
                                          let coerced17 = void 0;
                                          if (!(coerced17 !== void 0)) {
                                            if (dataType17 == "number" || dataType17 == "boolean") {
                                              coerced17 = "" + data15;
                                            } else if (data15 === null) {
                                              coerced17 = "";
                                            } else {
                                              validate10.errors = [{ instancePath: instancePath + "/onProtoPoisoning", schemaPath: "#/properties/onProtoPoisoning/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                          }
                                          if (coerced17 !== void 0) {
                                            data15 = coerced17;
                                            if (data !== void 0) {
                                              data["onProtoPoisoning"] = coerced17;
                                            }
                                          }
                                        }
                                        var valid0 = _errs49 === errors;
                                        if (valid0) {
                                          let data16 = data.onConstructorPoisoning;
                                          const _errs51 = errors;
                                          if (typeof data16 !== "string") {
                                            let dataType18 = typeof data16;
                                            let coerced18 = void 0;
                                            if (!(coerced18 !== void 0)) {
                                              if (dataType18 == "number" || dataType18 == "boolean") {
                                                coerced18 = "" + data16;
                                              } else if (data16 === null) {
                                                coerced18 = "";
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/onConstructorPoisoning", schemaPath: "#/properties/onConstructorPoisoning/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                            }
                                            if (coerced18 !== void 0) {
                                              data16 = coerced18;
                                              if (data !== void 0) {
                                                data["onConstructorPoisoning"] = coerced18;
                                              }
                                            }
                                          }
                                          var valid0 = _errs51 === errors;
                                          if (valid0) {
                                            let data17 = data.pluginTimeout;
                                            const _errs53 = errors;
                                            if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
                                              let dataType19 = typeof data17;
                                              let coerced19 = void 0;
                                              if (!(coerced19 !== void 0)) {
                                                if (dataType19 === "boolean" || data17 === null || dataType19 === "string" && data17 && data17 == +data17 && !(data17 % 1)) {
                                                  coerced19 = +data17;
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/pluginTimeout", schemaPath: "#/properties/pluginTimeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                  return false;
                                                }
                                              }
                                              if (coerced19 !== void 0) {
                                                data17 = coerced19;
                                                if (data !== void 0) {
                                                  data["pluginTimeout"] = coerced19;
                                                }
                                              }
                                            }
                                            var valid0 = _errs53 === errors;
                                            if (valid0) {
                                              let data18 = data.requestIdHeader;
                                              const _errs55 = errors;
                                              const _errs56 = errors;
                                              let valid6 = false;
                                              const _errs57 = errors;
                                              if (typeof data18 !== "boolean") {
                                                let coerced20 = void 0;
                                                if (!(coerced20 !== void 0)) {
                                                  if (data18 === "false" || data18 === 0 || data18 === null) {
                                                    coerced20 = false;
                                                  } else if (data18 === "true" || data18 === 1) {
                                                    coerced20 = true;
                                                  } else {
                                                    const err12 = { instancePath: instancePath + "/requestIdHeader", schemaPath: "#/properties/requestIdHeader/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                                                    if (vErrors === null) {
                                                      vErrors = [err12];
                                                    } else {
                                                      vErrors.push(err12);
                                                    }
                                                    errors++;
                                                  }
                                                }
                                                if (coerced20 !== void 0) {
                                                  data18 = coerced20;
                                                  if (data !== void 0) {
                                                    data["requestIdHeader"] = coerced20;
                                                  }
                                                }
                                              }
                                              var _valid3 = _errs57 === errors;
                                              valid6 = valid6 || _valid3;
                                              if (!valid6) {
                                                const _errs59 = errors;
                                                if (typeof data18 !== "string") {
                                                  let dataType21 = typeof data18;
                                                  let coerced21 = void 0;
                                                  if (!(coerced21 !== void 0)) {
                                                    if (dataType21 == "number" || dataType21 == "boolean") {
                                                      coerced21 = "" + data18;
                                                    } else if (data18 === null) {
                                                      coerced21 = "";
                                                    } else {
                                                      const err13 = { instancePath: instancePath + "/requestIdHeader", schemaPath: "#/properties/requestIdHeader/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                      if (vErrors === null) {
                                                        vErrors = [err13];
                                                      } else {
                                                        vErrors.push(err13);
                                                      }
                                                      errors++;
                                                    }
                                                  }
                                                  if (coerced21 !== void 0) {
                                                    data18 = coerced21;
                                                    if (data !== void 0) {
                                                      data["requestIdHeader"] = coerced21;
                                                    }
                                                  }
                                                }
                                                var _valid3 = _errs59 === errors;
                                                valid6 = valid6 || _valid3;
                                              }
                                              if (!valid6) {
                                                const err14 = { instancePath: instancePath + "/requestIdHeader", schemaPath: "#/properties/requestIdHeader/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                                if (vErrors === null) {
                                                  vErrors = [err14];
                                                } else {
                                                  vErrors.push(err14);
                                                }
                                                errors++;
                                                validate10.errors = vErrors;
                                                return false;
                                              } else {
                                                errors = _errs56;
                                                if (vErrors !== null) {
                                                  if (_errs56) {
                                                    vErrors.length = _errs56;
                                                  } else {
                                                    vErrors = null;
                                                  }
                                                }
                                              }
                                              var valid0 = _errs55 === errors;
                                              if (valid0) {
                                                let data19 = data.requestIdLogLabel;
                                                const _errs61 = errors;
                                                if (typeof data19 !== "string") {
                                                  let dataType22 = typeof data19;
                                                  let coerced22 = void 0;
                                                  if (!(coerced22 !== void 0)) {
                                                    if (dataType22 == "number" || dataType22 == "boolean") {
                                                      coerced22 = "" + data19;
                                                    } else if (data19 === null) {
                                                      coerced22 = "";
                                                    } else {
                                                      validate10.errors = [{ instancePath: instancePath + "/requestIdLogLabel", schemaPath: "#/properties/requestIdLogLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                  }
                                                  if (coerced22 !== void 0) {
                                                    data19 = coerced22;
                                                    if (data !== void 0) {
                                                      data["requestIdLogLabel"] = coerced22;
                                                    }
                                                  }
                                                }
                                                var valid0 = _errs61 === errors;
                                                if (valid0) {
                                                  let data20 = data.http2SessionTimeout;
                                                  const _errs63 = errors;
                                                  if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
                                                    let dataType23 = typeof data20;
                                                    let coerced23 = void 0;
                                                    if (!(coerced23 !== void 0)) {
                                                      if (dataType23 === "boolean" || data20 === null || dataType23 === "string" && data20 && data20 == +data20 && !(data20 % 1)) {
                                                        coerced23 = +data20;
                                                      } else {
                                                        validate10.errors = [{ instancePath: instancePath + "/http2SessionTimeout", schemaPath: "#/properties/http2SessionTimeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                    }
                                                    if (coerced23 !== void 0) {
                                                      data20 = coerced23;
                                                      if (data !== void 0) {
                                                        data["http2SessionTimeout"] = coerced23;
                                                      }
                                                    }
                                                  }
                                                  var valid0 = _errs63 === errors;
                                                  if (valid0) {
                                                    let data21 = data.exposeHeadRoutes;
                                                    const _errs65 = errors;
                                                    if (typeof data21 !== "boolean") {
                                                      let coerced24 = void 0;
                                                      if (!(coerced24 !== void 0)) {
                                                        if (data21 === "false" || data21 === 0 || data21 === null) {
                                                          coerced24 = false;
                                                        } else if (data21 === "true" || data21 === 1) {
                                                          coerced24 = true;
                                                        } else {
                                                          validate10.errors = [{ instancePath: instancePath + "/exposeHeadRoutes", schemaPath: "#/properties/exposeHeadRoutes/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                          return false;
                                                        }
                                                      }
                                                      if (coerced24 !== void 0) {
                                                        data21 = coerced24;
                                                        if (data !== void 0) {
                                                          data["exposeHeadRoutes"] = coerced24;
                                                        }
                                                      }
                                                    }
                                                    var valid0 = _errs65 === errors;
                                                    if (valid0) {
                                                      let data22 = data.useSemicolonDelimiter;
                                                      const _errs67 = errors;
                                                      if (typeof data22 !== "boolean") {
                                                        let coerced25 = void 0;
                                                        if (!(coerced25 !== void 0)) {
                                                          if (data22 === "false" || data22 === 0 || data22 === null) {
                                                            coerced25 = false;
                                                          } else if (data22 === "true" || data22 === 1) {
                                                            coerced25 = true;
                                                          } else {
                                                            validate10.errors = [{ instancePath: instancePath + "/useSemicolonDelimiter", schemaPath: "#/properties/useSemicolonDelimiter/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                            return false;
                                                          }
                                                        }
                                                        if (coerced25 !== void 0) {
                                                          data22 = coerced25;
                                                          if (data !== void 0) {
                                                            data["useSemicolonDelimiter"] = coerced25;
                                                          }
                                                        }
                                                      }
                                                      var valid0 = _errs67 === errors;
                                                      if (valid0) {
                                                        if (data.routerOptions !== void 0) {
                                                          let data23 = data.routerOptions;
                                                          const _errs69 = errors;
                                                          if (errors === _errs69) {
                                                            if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                                                              if (data23.compile === void 0) {
                                                                data23.compile = false;
                                                              }
                                                              if (data23.ignoreTrailingSlash === void 0) {
                                                                data23.ignoreTrailingSlash = false;
                                                              }
                                                              if (data23.ignoreDuplicateSlashes === void 0) {
                                                                data23.ignoreDuplicateSlashes = false;
                                                              }
                                                              if (data23.maxParamLength === void 0) {
                                                                data23.maxParamLength = 100;
                                                              }
                                                              if (data23.allowUnsafeRegex === void 0) {
                                                                data23.allowUnsafeRegex = false;
                                                              }
                                                              if (data23.useSemicolonDelimiter === void 0) {
                                                                data23.useSemicolonDelimiter = false;
                                                              }
                                                              let data24 = data23.compile;
                                                              const _errs72 = errors;
                                                              if (typeof data24 !== "boolean") {
                                                                let coerced26 = void 0;
                                                                if (!(coerced26 !== void 0)) {
                                                                  if (data24 === "false" || data24 === 0 || data24 === null) {
                                                                    coerced26 = false;
                                                                  } else if (data24 === "true" || data24 === 1) {
                                                                    coerced26 = true;
                                                                  } else {
                                                                    validate10.errors = [{ instancePath: instancePath + "/routerOptions/compile", schemaPath: "#/properties/routerOptions/properties/compile/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                    return false;
                                                                  }
                                                                }
                                                                if (coerced26 !== void 0) {
                                                                  data24 = coerced26;
                                                                  if (data23 !== void 0) {
                                                                    data23["compile"] = coerced26;
                                                                  }
                                                                }
                                                              }
                                                              var valid7 = _errs72 === errors;
                                                              if (valid7) {
                                                                let data25 = data23.ignoreTrailingSlash;
                                                                const _errs74 = errors;
                                                                if (typeof data25 !== "boolean") {
                                                                  let coerced27 = void 0;
                                                                  if (!(coerced27 !== void 0)) {
                                                                    if (data25 === "false" || data25 === 0 || data25 === null) {
                                                                      coerced27 = false;
                                                                    } else if (data25 === "true" || data25 === 1) {
                                                                      coerced27 = true;
                                                                    } else {
                                                                      validate10.errors = [{ instancePath: instancePath + "/routerOptions/ignoreTrailingSlash", schemaPath: "#/properties/routerOptions/properties/ignoreTrailingSlash/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  if (coerced27 !== void 0) {
                                                                    data25 = coerced27;
                                                                    if (data23 !== void 0) {
                                                                      data23["ignoreTrailingSlash"] = coerced27;
                                                                    }
                                                                  }
                                                                }
                                                                var valid7 = _errs74 === errors;
                                                                if (valid7) {
                                                                  let data26 = data23.ignoreDuplicateSlashes;
                                                                  const _errs76 = errors;
                                                                  if (typeof data26 !== "boolean") {
                                                                    let coerced28 = void 0;
                                                                    if (!(coerced28 !== void 0)) {
                                                                      if (data26 === "false" || data26 === 0 || data26 === null) {
                                                                        coerced28 = false;
                                                                      } else if (data26 === "true" || data26 === 1) {
                                                                        coerced28 = true;
                                                                      } else {
                                                                        validate10.errors = [{ instancePath: instancePath + "/routerOptions/ignoreDuplicateSlashes", schemaPath: "#/properties/routerOptions/properties/ignoreDuplicateSlashes/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    if (coerced28 !== void 0) {
                                                                      data26 = coerced28;
                                                                      if (data23 !== void 0) {
                                                                        data23["ignoreDuplicateSlashes"] = coerced28;
                                                                      }
                                                                    }
                                                                  }
                                                                  var valid7 = _errs76 === errors;
                                                                  if (valid7) {
                                                                    let data27 = data23.maxParamLength;
                                                                    const _errs78 = errors;
                                                                    if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)) && isFinite(data27))) {
                                                                      let dataType29 = typeof data27;
                                                                      let coerced29 = void 0;
                                                                      if (!(coerced29 !== void 0)) {
                                                                        if (dataType29 === "boolean" || data27 === null || dataType29 === "string" && data27 && data27 == +data27 && !(data27 % 1)) {
                                                                          coerced29 = +data27;
                                                                        } else {
                                                                          validate10.errors = [{ instancePath: instancePath + "/routerOptions/maxParamLength", schemaPath: "#/properties/routerOptions/properties/maxParamLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      if (coerced29 !== void 0) {
                                                                        data27 = coerced29;
                                                                        if (data23 !== void 0) {
                                                                          data23["maxParamLength"] = coerced29;
                                                                        }
                                                                      }
                                                                    }
                                                                    var valid7 = _errs78 === errors;
                                                                    if (valid7) {
                                                                      let data28 = data23.allowUnsafeRegex;
                                                                      const _errs80 = errors;
                                                                      if (typeof data28 !== "boolean") {
                                                                        let coerced30 = void 0;
                                                                        if (!(coerced30 !== void 0)) {
                                                                          if (data28 === "false" || data28 === 0 || data28 === null) {
                                                                            coerced30 = false;
                                                                          } else if (data28 === "true" || data28 === 1) {
                                                                            coerced30 = true;
                                                                          } else {
                                                                            validate10.errors = [{ instancePath: instancePath + "/routerOptions/allowUnsafeRegex", schemaPath: "#/properties/routerOptions/properties/allowUnsafeRegex/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        if (coerced30 !== void 0) {
                                                                          data28 = coerced30;
                                                                          if (data23 !== void 0) {
                                                                            data23["allowUnsafeRegex"] = coerced30;
                                                                          }
                                                                        }
                                                                      }
                                                                      var valid7 = _errs80 === errors;
                                                                      if (valid7) {
                                                                        let data29 = data23.useSemicolonDelimiter;
                                                                        const _errs82 = errors;
                                                                        if (typeof data29 !== "boolean") {
                                                                          let coerced31 = void 0;
                                                                          if (!(coerced31 !== void 0)) {
                                                                            if (data29 === "false" || data29 === 0 || data29 === null) {
                                                                              coerced31 = false;
                                                                            } else if (data29 === "true" || data29 === 1) {
                                                                              coerced31 = true;
                                                                            } else {
                                                                              validate10.errors = [{ instancePath: instancePath + "/routerOptions/useSemicolonDelimiter", schemaPath: "#/properties/routerOptions/properties/useSemicolonDelimiter/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          if (coerced31 !== void 0) {
                                                                            data29 = coerced31;
                                                                            if (data23 !== void 0) {
                                                                              data23["useSemicolonDelimiter"] = coerced31;
                                                                            }
                                                                          }
                                                                        }
                                                                        var valid7 = _errs82 === errors;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            } else {
                                                              validate10.errors = [{ instancePath: instancePath + "/routerOptions", schemaPath: "#/properties/routerOptions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid0 = _errs69 === errors;
                                                        } else {
                                                          var valid0 = true;
                                                        }
                                                        if (valid0) {
                                                          if (data.constraints !== void 0) {
                                                            let data30 = data.constraints;
                                                            const _errs84 = errors;
                                                            if (errors === _errs84) {
                                                              if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                                                                for (const key2 in data30) {
                                                                  let data31 = data30[key2];
                                                                  const _errs87 = errors;
                                                                  if (errors === _errs87) {
                                                                    if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                                                      let missing1;
                                                                      if (data31.name === void 0 && (missing1 = "name") || data31.storage === void 0 && (missing1 = "storage") || data31.validate === void 0 && (missing1 = "validate") || data31.deriveConstraint === void 0 && (missing1 = "deriveConstraint")) {
                                                                        validate10.errors = [{ instancePath: instancePath + "/constraints/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/constraints/additionalProperties/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                                                        return false;
                                                                      } else {
                                                                        if (data31.name !== void 0) {
                                                                          let data32 = data31.name;
                                                                          if (typeof data32 !== "string") {
                                                                            let dataType32 = typeof data32;
                                                                            let coerced32 = void 0;
                                                                            if (!(coerced32 !== void 0)) {
                                                                              if (dataType32 == "number" || dataType32 == "boolean") {
                                                                                coerced32 = "" + data32;
                                                                              } else if (data32 === null) {
                                                                                coerced32 = "";
                                                                              } else {
                                                                                validate10.errors = [{ instancePath: instancePath + "/constraints/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/name", schemaPath: "#/properties/constraints/additionalProperties/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            if (coerced32 !== void 0) {
                                                                              data32 = coerced32;
                                                                              if (data31 !== void 0) {
                                                                                data31["name"] = coerced32;
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate10.errors = [{ instancePath: instancePath + "/constraints/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/constraints/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid8 = _errs87 === errors;
                                                                  if (!valid8) {
                                                                    break;
                                                                  }
                                                                }
                                                              } else {
                                                                validate10.errors = [{ instancePath: instancePath + "/constraints", schemaPath: "#/properties/constraints/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid0 = _errs84 === errors;
                                                          } else {
                                                            var valid0 = true;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
          return false;
        }
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
    module2.exports.defaultInitOptions = { "connectionTimeout": 0, "keepAliveTimeout": 72e3, "maxRequestsPerSocket": 0, "requestTimeout": 0, "handlerTimeout": 0, "bodyLimit": 1048576, "caseSensitive": true, "allowUnsafeRegex": false, "disableRequestLogging": false, "ignoreTrailingSlash": false, "ignoreDuplicateSlashes": false, "maxParamLength": 100, "onProtoPoisoning": "error", "onConstructorPoisoning": "error", "pluginTimeout": 1e4, "requestIdHeader": false, "requestIdLogLabel": "reqId", "http2SessionTimeout": 72e3, "exposeHeadRoutes": true, "useSemicolonDelimiter": false, "allowErrorHandlerOverride": true, "routerOptions": { "compile": false, "ignoreTrailingSlash": false, "ignoreDuplicateSlashes": false, "maxParamLength": 100, "allowUnsafeRegex": false, "useSemicolonDelimiter": false } };
  }
});

// node_modules/rfdc/index.js
var require_rfdc = __commonJS({
  "node_modules/rfdc/index.js"(exports2, module2) {
    "use strict";
    module2.exports = rfdc;
    function copyBuffer(cur) {
      if (cur instanceof Buffer) {
        return Buffer.from(cur);
      }
      return new cur.constructor(cur.buffer.slice(), cur.byteOffset, cur.length);
    }
    function rfdc(opts) {
      opts = opts || {};
      if (opts.circles) return rfdcCircles(opts);
      const constructorHandlers = /* @__PURE__ */ new Map();
      constructorHandlers.set(Date, (o) => new Date(o));
      constructorHandlers.set(Map, (o, fn) => new Map(cloneArray(Array.from(o), fn)));
      constructorHandlers.set(Set, (o, fn) => new Set(cloneArray(Array.from(o), fn)));
      if (opts.constructorHandlers) {
        for (const handler2 of opts.constructorHandlers) {
          constructorHandlers.set(handler2[0], handler2[1]);
        }
      }
      let handler = null;
      return opts.proto ? cloneProto : clone;
      function cloneArray(a, fn) {
        const keys = Object.keys(a);
        const a2 = new Array(keys.length);
        for (let i = 0; i < keys.length; i++) {
          const k = keys[i];
          const cur = a[k];
          if (typeof cur !== "object" || cur === null) {
            a2[k] = cur;
          } else if (cur.constructor !== Object && (handler = constructorHandlers.get(cur.constructor))) {
            a2[k] = handler(cur, fn);
          } else if (ArrayBuffer.isView(cur)) {
            a2[k] = copyBuffer(cur);
          } else {
            a2[k] = fn(cur);
          }
        }
        return a2;
      }
      function clone(o) {
        if (typeof o !== "object" || o === null) return o;
        if (Array.isArray(o)) return cloneArray(o, clone);
        if (o.constructor !== Object && (handler = constructorHandlers.get(o.constructor))) {
          return handler(o, clone);
        }
        const o2 = {};
        for (const k in o) {
          if (Object.hasOwnProperty.call(o, k) === false) continue;
          const cur = o[k];
          if (typeof cur !== "object" || cur === null) {
            o2[k] = cur;
          } else if (cur.constructor !== Object && (handler = constructorHandlers.get(cur.constructor))) {
            o2[k] = handler(cur, clone);
          } else if (ArrayBuffer.isView(cur)) {
            o2[k] = copyBuffer(cur);
          } else {
            o2[k] = clone(cur);
          }
        }
        return o2;
      }
      function cloneProto(o) {
        if (typeof o !== "object" || o === null) return o;
        if (Array.isArray(o)) return cloneArray(o, cloneProto);
        if (o.constructor !== Object && (handler = constructorHandlers.get(o.constructor))) {
          return handler(o, cloneProto);
        }
        const o2 = {};
        for (const k in o) {
          const cur = o[k];
          if (typeof cur !== "object" || cur === null) {
            o2[k] = cur;
          } else if (cur.constructor !== Object && (handler = constructorHandlers.get(cur.constructor))) {
            o2[k] = handler(cur, cloneProto);
          } else if (ArrayBuffer.isView(cur)) {
            o2[k] = copyBuffer(cur);
          } else {
            o2[k] = cloneProto(cur);
          }
        }
        return o2;
      }
    }
    function rfdcCircles(opts) {
      const refs = [];
      const refsNew = [];
      const constructorHandlers = /* @__PURE__ */ new Map();
      constructorHandlers.set(Date, (o) => new Date(o));
      constructorHandlers.set(Map, (o, fn) => new Map(cloneArray(Array.from(o), fn)));
      constructorHandlers.set(Set, (o, fn) => new Set(cloneArray(Array.from(o), fn)));
      if (opts.constructorHandlers) {
        for (const handler2 of opts.constructorHandlers) {
          constructorHandlers.set(handler2[0], handler2[1]);
        }
      }
      let handler = null;
      return opts.proto ? cloneProto : clone;
      function cloneArray(a, fn) {
        const keys = Object.keys(a);
        const a2 = new Array(keys.length);
        for (let i = 0; i < keys.length; i++) {
          const k = keys[i];
          const cur = a[k];
          if (typeof cur !== "object" || cur === null) {
            a2[k] = cur;
          } else if (cur.constructor !== Object && (handler = constructorHandlers.get(cur.constructor))) {
            a2[k] = handler(cur, fn);
          } else if (ArrayBuffer.isView(cur)) {
            a2[k] = copyBuffer(cur);
          } else {
            const index = refs.indexOf(cur);
            if (index !== -1) {
              a2[k] = refsNew[index];
            } else {
              a2[k] = fn(cur);
            }
          }
        }
        return a2;
      }
      function clone(o) {
        if (typeof o !== "object" || o === null) return o;
        if (Array.isArray(o)) return cloneArray(o, clone);
        if (o.constructor !== Object && (handler = constructorHandlers.get(o.constructor))) {
          return handler(o, clone);
        }
        const o2 = {};
        refs.push(o);
        refsNew.push(o2);
        for (const k in o) {
          if (Object.hasOwnProperty.call(o, k) === false) continue;
          const cur = o[k];
          if (typeof cur !== "object" || cur === null) {
            o2[k] = cur;
          } else if (cur.constructor !== Object && (handler = constructorHandlers.get(cur.constructor))) {
            o2[k] = handler(cur, clone);
          } else if (ArrayBuffer.isView(cur)) {
            o2[k] = copyBuffer(cur);
          } else {
            const i = refs.indexOf(cur);
            if (i !== -1) {
              o2[k] = refsNew[i];
            } else {
              o2[k] = clone(cur);
            }
          }
        }
        refs.pop();
        refsNew.pop();
        return o2;
      }
      function cloneProto(o) {
        if (typeof o !== "object" || o === null) return o;
        if (Array.isArray(o)) return cloneArray(o, cloneProto);
        if (o.constructor !== Object && (handler = constructorHandlers.get(o.constructor))) {
          return handler(o, cloneProto);
        }
        const o2 = {};
        refs.push(o);
        refsNew.push(o2);
        for (const k in o) {
          const cur = o[k];
          if (typeof cur !== "object" || cur === null) {
            o2[k] = cur;
          } else if (cur.constructor !== Object && (handler = constructorHandlers.get(cur.constructor))) {
            o2[k] = handler(cur, cloneProto);
          } else if (ArrayBuffer.isView(cur)) {
            o2[k] = copyBuffer(cur);
          } else {
            const i = refs.indexOf(cur);
            if (i !== -1) {
              o2[k] = refsNew[i];
            } else {
              o2[k] = cloneProto(cur);
            }
          }
        }
        refs.pop();
        refsNew.pop();
        return o2;
      }
    }
  }
});

// node_modules/fastify/lib/initial-config-validation.js
var require_initial_config_validation = __commonJS({
  "node_modules/fastify/lib/initial-config-validation.js"(exports2, module2) {
    "use strict";
    var validate = require_config_validator();
    var deepClone = require_rfdc()({ circles: true, proto: false });
    var { FST_ERR_INIT_OPTS_INVALID } = require_errors2();
    function validateInitialConfig(options) {
      const opts = deepClone(options);
      if (!validate(opts)) {
        const error = new FST_ERR_INIT_OPTS_INVALID(JSON.stringify(validate.errors.map((e) => e.message)));
        error.errors = validate.errors;
        throw error;
      }
      return deepFreezeObject(opts);
    }
    function deepFreezeObject(object) {
      const properties = Object.getOwnPropertyNames(object);
      for (const name of properties) {
        const value = object[name];
        if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
          continue;
        }
        object[name] = value && typeof value === "object" ? deepFreezeObject(value) : value;
      }
      return Object.freeze(object);
    }
    module2.exports = validateInitialConfig;
    module2.exports.defaultInitOptions = validate.defaultInitOptions;
    module2.exports.utils = { deepFreezeObject };
  }
});

// node_modules/fastify/lib/log-controller.js
var require_log_controller = __commonJS({
  "node_modules/fastify/lib/log-controller.js"(exports2, module2) {
    "use strict";
    var { defaultInitOptions } = require_initial_config_validation();
    var LogController = class {
      /**
       * @param {object} [options]
       * @param {boolean | ((req: object) => boolean)} [options.disableRequestLogging=false]
       *   When `true` (or a function returning `true`), per-request log lines
       *   (incoming, completed, errors) are suppressed.
       * @param {string} [options.requestIdLogLabel='reqId']
       *   The label used for the request identifier when logging the request.
       */
      constructor(options) {
        const opts = options || {};
        this.disableRequestLogging = opts.disableRequestLogging || defaultInitOptions.disableRequestLogging;
        this.isDisableRequestLoggingFunction = typeof this.disableRequestLogging === "function";
        this.requestIdLogLabel = opts.requestIdLogLabel || defaultInitOptions.requestIdLogLabel;
      }
      /**
       * Checks whether request logging is disabled for the given request.
       *
       * @param {object} req  Raw or Fastify request object.
       * @returns {boolean}   `true` when logging should be skipped.
       */
      isLogDisabled(req) {
        return this.isDisableRequestLoggingFunction ? this.disableRequestLogging(req) : this.disableRequestLogging;
      }
      /**
       * Logs an incoming request at `info` level.
       *
       * @param {object} request      Fastify request object.
       * @param {object} reply        Fastify reply object.
       * @param {object} [metadata]   Extra contextual data (unused).
       */
      incomingRequest(request, reply, metadata) {
        if (this.isLogDisabled(request)) {
          return;
        }
        request.log.info({ req: request }, "incoming request");
      }
      /**
       * Logs the outcome of a completed request.
       * Uses `error` level when an error is present, `info` otherwise.
       *
       * @param {Error | null | undefined} error  Error that occurred during the response, if any.
       * @param {object} request      Fastify request object.
       * @param {object} reply        Fastify reply object.
       * @param {object} [metadata]   Extra contextual data (unused).
       */
      requestCompleted(error, request, reply, metadata) {
        if (this.isLogDisabled(request)) {
          return;
        }
        if (error) {
          reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
        } else {
          reply.log.info({ res: reply, responseTime: reply.elapsedTime }, "request completed");
        }
      }
      /**
       * Logs an error handled by the default error handler.
       * Uses `error` for 5xx status codes, `info` for 4xx.
       *
       * @param {Error} error         The error being handled.
       * @param {object} request      Fastify request object.
       * @param {object} reply        Fastify reply object (must have `statusCode`).
       * @param {object} [metadata]   Extra contextual data (unused).
       */
      defaultErrorLog(error, request, reply, metadata) {
        if (this.isLogDisabled(request)) {
          return;
        }
        if (reply.statusCode >= 500) {
          reply.log.error({ req: request, res: reply, err: error }, error?.message);
        } else {
          reply.log.info({ res: reply, err: error }, error?.message);
        }
      }
      /**
       * Logs stream-level errors that occur after headers have been sent.
       * Premature closes are logged at `info`; other errors at `warn`.
       *
       * @param {Error} error         The stream error.
       * @param {object} request      Fastify request object.
       * @param {object} reply        Fastify reply object.
       * @param {object} [metadata]   Extra contextual data (unused).
       */
      streamError(error, request, reply, metadata) {
        if (this.isLogDisabled(request)) {
          return;
        }
        if (error.code === "ERR_STREAM_PREMATURE_CLOSE") {
          reply.log.info({ res: reply }, "stream closed prematurely");
        } else {
          reply.log.warn({ err: error }, "response terminated with an error with headers already sent");
        }
      }
      /**
       * Logs a "route not found" message at `info` level.
       * Used by the default 404 handler.
       *
       * @param {object} request      Fastify request object.
       * @param {object} reply        Fastify reply object.
       * @param {object} [metadata]   Extra contextual data (unused).
       */
      routeNotFound(request, reply, metadata) {
        if (this.isLogDisabled(request)) {
          return;
        }
        const { url, method } = request.raw;
        request.log.info(`Route ${method}:${url} not found`);
      }
      /**
       * Logs a warning when writeHead fails during error handling.
       *
       * @param {Error} error         The error thrown by writeHead.
       * @param {object} request      Fastify request object.
       * @param {object} reply        Fastify reply object.
       * @param {object} [metadata]   Extra contextual data (unused).
       */
      writeHeadError(error, request, reply, metadata) {
        if (this.isLogDisabled(request)) {
          return;
        }
        reply.log.warn(
          { req: request, res: reply, err: error },
          error?.message
        );
      }
      /**
       * Logs an error when the serializer for a given status code fails.
       *
       * @param {Error} error         The serialization error.
       * @param {object} request      Fastify request object.
       * @param {object} reply        Fastify reply object.
       * @param {object} metadata     Extra contextual data.
       * @param {number} metadata.statusCode The status code that triggered the serializer.
       */
      serializerError(error, request, reply, metadata) {
        if (this.isLogDisabled(request)) {
          return;
        }
        reply.log.error({ err: error, statusCode: metadata.statusCode }, "The serializer for the given status code failed");
      }
      /**
       * Logs a 503 Service Unavailable when the server is closing.
       * Always emitted (not gated by `disableRequestLogging`).
       *
       * @param {import('../fastify').FastifyBaseLogger} logger
       * @param {import('../fastify').FastifyInstance} server
       */
      serviceUnavailable(logger, server) {
        logger.info({ res: { statusCode: 503 } }, "request aborted - refusing to accept new requests as server is closing");
      }
    };
    module2.exports = { LogController };
  }
});

// node_modules/abstract-logging/index.js
var require_abstract_logging = __commonJS({
  "node_modules/abstract-logging/index.js"(exports2, module2) {
    "use strict";
    function noop() {
    }
    var proto = {
      fatal: noop,
      error: noop,
      warn: noop,
      info: noop,
      debug: noop,
      trace: noop
    };
    Object.defineProperty(module2, "exports", {
      get() {
        return Object.create(proto);
      }
    });
  }
});

// node_modules/fastify/lib/logger-pino.js
var require_logger_pino = __commonJS({
  "node_modules/fastify/lib/logger-pino.js"(exports2, module2) {
    "use strict";
    var pino = require("pino");
    var { serializersSym } = pino.symbols;
    var {
      FST_ERR_LOG_INVALID_DESTINATION
    } = require_errors2();
    function createPinoLogger(opts) {
      if (opts.stream && opts.file) {
        throw new FST_ERR_LOG_INVALID_DESTINATION();
      } else if (opts.file) {
        opts.stream = pino.destination(opts.file);
        delete opts.file;
      }
      const prevLogger = opts.logger;
      const prevGenReqId = opts.genReqId;
      let logger = null;
      if (prevLogger) {
        opts.logger = void 0;
        opts.genReqId = void 0;
        if (prevLogger[serializersSym]) {
          opts.serializers = Object.assign({}, opts.serializers, prevLogger[serializersSym]);
        }
        logger = prevLogger.child({}, opts);
        opts.logger = prevLogger;
        opts.genReqId = prevGenReqId;
      } else {
        logger = pino(opts, opts.stream);
      }
      return logger;
    }
    var serializers = {
      req: function asReqValue(req) {
        return {
          method: req.method,
          url: req.url,
          version: req.headers && req.headers["accept-version"],
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket ? req.socket.remotePort : void 0
        };
      },
      err: pino.stdSerializers.err,
      res: function asResValue(reply) {
        return {
          statusCode: reply.statusCode
        };
      }
    };
    module2.exports = {
      serializers,
      createPinoLogger
    };
  }
});

// node_modules/fastify/lib/logger-factory.js
var require_logger_factory = __commonJS({
  "node_modules/fastify/lib/logger-factory.js"(exports2, module2) {
    "use strict";
    var { performance } = require("node:perf_hooks");
    var {
      FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED,
      FST_ERR_LOG_INVALID_LOGGER_CONFIG,
      FST_ERR_LOG_INVALID_LOGGER_INSTANCE,
      FST_ERR_LOG_INVALID_LOGGER,
      FST_ERR_LOG_INVALID_LOG_CONTROLLER
    } = require_errors2();
    var {
      kLogController
    } = require_symbols2();
    var { LogController } = require_log_controller();
    function createChildLogger(context, logger, req, reqId, loggerOpts) {
      const loggerBindings = {
        [context.server[kLogController].requestIdLogLabel]: reqId
      };
      const child = context.childLoggerFactory.call(context.server, logger, loggerBindings, loggerOpts || {}, req);
      if (context.childLoggerFactory !== defaultChildLoggerFactory) {
        validateLogger(child, true);
      }
      return child;
    }
    function defaultChildLoggerFactory(logger, bindings, opts) {
      return logger.child(bindings, opts);
    }
    function validateLogger(logger, strict) {
      const methods = ["info", "error", "debug", "fatal", "warn", "trace", "child"];
      const missingMethods = logger ? methods.filter((method) => !logger[method] || typeof logger[method] !== "function") : methods;
      if (!missingMethods.length) {
        return true;
      } else if (missingMethods.length === methods.length && !strict) {
        return false;
      } else {
        throw FST_ERR_LOG_INVALID_LOGGER(missingMethods.join(","));
      }
    }
    function createLogger(options) {
      if (options.logger && options.loggerInstance) {
        throw new FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED();
      }
      if (!options.loggerInstance && !options.logger) {
        const nullLogger = require_abstract_logging();
        const logger2 = nullLogger;
        logger2.child = () => logger2;
        return { logger: logger2, hasLogger: false };
      }
      const { createPinoLogger, serializers } = require_logger_pino();
      if (validateLogger(options.loggerInstance)) {
        const logger2 = createPinoLogger({
          logger: options.loggerInstance,
          serializers: Object.assign({}, serializers, options.loggerInstance.serializers)
        });
        return { logger: logger2, hasLogger: true };
      }
      if (validateLogger(options.logger)) {
        throw FST_ERR_LOG_INVALID_LOGGER_CONFIG();
      }
      if (options.loggerInstance) {
        throw FST_ERR_LOG_INVALID_LOGGER_INSTANCE();
      }
      const localLoggerOptions = {};
      if (Object.prototype.toString.call(options.logger) === "[object Object]") {
        Reflect.ownKeys(options.logger).forEach((prop) => {
          Object.defineProperty(localLoggerOptions, prop, {
            value: options.logger[prop],
            writable: true,
            enumerable: true,
            configurable: true
          });
        });
      }
      localLoggerOptions.level = localLoggerOptions.level || "info";
      localLoggerOptions.serializers = Object.assign({}, serializers, localLoggerOptions.serializers);
      options.logger = localLoggerOptions;
      const logger = createPinoLogger(options.logger);
      return { logger, hasLogger: true };
    }
    function createLogController(options) {
      const userController = options.logController;
      if (!userController) {
        return new LogController(options);
      }
      if (userController instanceof LogController) {
        return userController;
      }
      throw new FST_ERR_LOG_INVALID_LOG_CONTROLLER(typeof userController);
    }
    function now() {
      return performance.now();
    }
    module2.exports = {
      createChildLogger,
      defaultChildLoggerFactory,
      createLogController,
      createLogger,
      LogController,
      validateLogger,
      now
    };
  }
});

// node_modules/fastify/lib/schemas.js
var require_schemas = __commonJS({
  "node_modules/fastify/lib/schemas.js"(exports2, module2) {
    "use strict";
    var fastClone = require_rfdc()({ circles: false, proto: true });
    var { kSchemaVisited, kSchemaResponse } = require_symbols2();
    var kFluentSchema = /* @__PURE__ */ Symbol.for("fluent-schema-object");
    var {
      FST_ERR_SCH_MISSING_ID,
      FST_ERR_SCH_ALREADY_PRESENT,
      FST_ERR_SCH_DUPLICATE,
      FST_ERR_SCH_CONTENT_MISSING_SCHEMA
    } = require_errors2();
    var ContentType = require_content_type();
    var SCHEMAS_SOURCE = ["params", "body", "querystring", "query", "headers"];
    function Schemas(initStore) {
      this.store = initStore || {};
    }
    Schemas.prototype.add = function(inputSchema) {
      const schema = fastClone(
        inputSchema.isFluentSchema || inputSchema.isFluentJSONSchema || inputSchema[kFluentSchema] ? inputSchema.valueOf() : inputSchema
      );
      const id = schema.$id;
      if (!id) {
        throw new FST_ERR_SCH_MISSING_ID();
      }
      if (this.store[id]) {
        throw new FST_ERR_SCH_ALREADY_PRESENT(id);
      }
      this.store[id] = schema;
    };
    Schemas.prototype.getSchemas = function() {
      return Object.assign({}, this.store);
    };
    Schemas.prototype.getSchema = function(schemaId) {
      return this.store[schemaId];
    };
    function isCustomSchemaPrototype(schema) {
      return typeof schema === "object" && Object.getPrototypeOf(schema) !== Object.prototype;
    }
    function normalizeSchema(routeSchemas, serverOptions) {
      if (routeSchemas[kSchemaVisited]) {
        return routeSchemas;
      }
      if (routeSchemas.query !== void 0) {
        if (routeSchemas.querystring !== void 0) {
          throw new FST_ERR_SCH_DUPLICATE("querystring");
        }
        routeSchemas.querystring = routeSchemas.query;
      }
      generateFluentSchema(routeSchemas);
      for (const key of SCHEMAS_SOURCE) {
        const schema = routeSchemas[key];
        if (schema && !isCustomSchemaPrototype(schema)) {
          if (key === "body" && schema.content) {
            const contentProperty = schema.content;
            const keys = Object.keys(contentProperty);
            for (let i = 0; i < keys.length; i++) {
              const contentType = keys[i];
              const contentSchema = contentProperty[contentType].schema;
              if (!contentSchema) {
                throw new FST_ERR_SCH_CONTENT_MISSING_SCHEMA(contentType);
              }
            }
            continue;
          }
        }
      }
      if (routeSchemas.response) {
        const httpCodes = Object.keys(routeSchemas.response);
        for (const code of httpCodes) {
          if (isCustomSchemaPrototype(routeSchemas.response[code])) {
            continue;
          }
          const contentProperty = routeSchemas.response[code].content;
          if (contentProperty) {
            const keys = Object.keys(contentProperty);
            for (let i = 0; i < keys.length; i++) {
              const mediaName = keys[i];
              if (!contentProperty[mediaName].schema) {
                throw new FST_ERR_SCH_CONTENT_MISSING_SCHEMA(mediaName);
              }
            }
          }
        }
      }
      routeSchemas[kSchemaVisited] = true;
      return routeSchemas;
    }
    function generateFluentSchema(schema) {
      for (const key of SCHEMAS_SOURCE) {
        if (schema[key] && (schema[key].isFluentSchema || schema[key][kFluentSchema])) {
          schema[key] = schema[key].valueOf();
        }
      }
      if (schema.response) {
        const httpCodes = Object.keys(schema.response);
        for (const code of httpCodes) {
          if (schema.response[code].isFluentSchema || schema.response[code][kFluentSchema]) {
            schema.response[code] = schema.response[code].valueOf();
          }
        }
      }
    }
    function getSchemaSerializer(context, statusCode, contentType) {
      const responseSchemaDef = context[kSchemaResponse];
      if (!responseSchemaDef) {
        return false;
      }
      if (responseSchemaDef[statusCode]) {
        if (responseSchemaDef[statusCode].constructor === Object) {
          const ct = ContentType.from(contentType);
          if (ct.isValid) {
            if (responseSchemaDef[statusCode][ct.mediaType]) {
              return responseSchemaDef[statusCode][ct.mediaType];
            }
            if (responseSchemaDef[statusCode]["*/*"]) {
              return responseSchemaDef[statusCode]["*/*"];
            }
            return false;
          }
        }
        return responseSchemaDef[statusCode];
      }
      const fallbackStatusCode = (statusCode + "")[0] + "xx";
      if (responseSchemaDef[fallbackStatusCode]) {
        if (responseSchemaDef[fallbackStatusCode].constructor === Object) {
          const ct = ContentType.from(contentType);
          if (ct.isValid) {
            if (responseSchemaDef[fallbackStatusCode][ct.mediaType]) {
              return responseSchemaDef[fallbackStatusCode][ct.mediaType];
            }
            if (responseSchemaDef[fallbackStatusCode]["*/*"]) {
              return responseSchemaDef[fallbackStatusCode]["*/*"];
            }
            return false;
          }
        }
        return responseSchemaDef[fallbackStatusCode];
      }
      if (responseSchemaDef.default) {
        if (responseSchemaDef.default.constructor === Object) {
          const ct = ContentType.from(contentType);
          if (ct.isValid) {
            if (responseSchemaDef.default[ct.mediaType]) {
              return responseSchemaDef.default[ct.mediaType];
            }
            if (responseSchemaDef.default["*/*"]) {
              return responseSchemaDef.default["*/*"];
            }
            return false;
          }
        }
        return responseSchemaDef.default;
      }
      return false;
    }
    module2.exports = {
      buildSchemas(initStore) {
        return new Schemas(initStore);
      },
      getSchemaSerializer,
      normalizeSchema
    };
  }
});

// node_modules/fast-json-stringify/lib/v8.js
var require_v8 = __commonJS({
  "node_modules/fast-json-stringify/lib/v8.js"(exports2, module2) {
    "use strict";
    var [v8Major, v8Minor] = String(process.versions.v8).split(".").map(Number);
    module2.exports = {
      HAS_FAST_JSON_STRINGIFY: v8Major * 100 + v8Minor >= 1308
    };
  }
});

// node_modules/fast-json-stringify/lib/serializer.js
var require_serializer = __commonJS({
  "node_modules/fast-json-stringify/lib/serializer.js"(exports2, module2) {
    "use strict";
    var STR_ESCAPE = /[\u0000-\u001f\u0022\u005c\ud800-\udfff]/;
    var { HAS_FAST_JSON_STRINGIFY } = require_v8();
    var NATIVE_STRING_ESCAPE_MIN_LENGTH = 8;
    function escapeStringNative(str) {
      return str.length < NATIVE_STRING_ESCAPE_MIN_LENGTH ? escapeStringLoop(str) : JSON.stringify(str);
    }
    var TWO_DIGITS = new Array(100);
    for (let i = 0; i < 100; i++) {
      TWO_DIGITS[i] = (i < 10 ? "0" : "") + i;
    }
    function asYear(year) {
      if (year >= 1e3) return year <= 9999 ? "" + year : null;
      if (year >= 100) return "0" + year;
      if (year >= 10) return "00" + year;
      if (year >= 0) return "000" + year;
      return null;
    }
    function escapeStringLoop(str) {
      const len = str.length;
      if (len === 0) {
        return '""';
      } else if (len < 42) {
        let result = "";
        let last = -1;
        let point = 255;
        for (let i = 0; i < len; i++) {
          point = str.charCodeAt(i);
          if (point === 34 || // '"'
          point === 92) {
            last === -1 && (last = 0);
            result += str.slice(last, i) + "\\";
            last = i;
          } else if (point < 32 || point >= 55296 && point <= 57343) {
            return JSON.stringify(str);
          }
        }
        return last === -1 && '"' + str + '"' || '"' + result + str.slice(last) + '"';
      } else if (len < 5e3 && STR_ESCAPE.test(str) === false) {
        return '"' + str + '"';
      } else {
        return JSON.stringify(str);
      }
    }
    var asString = [escapeStringLoop, escapeStringNative][Number(HAS_FAST_JSON_STRINGIFY)];
    module2.exports = class Serializer {
      static escapeStringLoop = escapeStringLoop;
      static escapeStringNative = escapeStringNative;
      constructor(options) {
        switch (options && options.rounding) {
          case "floor":
            this.parseInteger = Math.floor;
            break;
          case "ceil":
            this.parseInteger = Math.ceil;
            break;
          case "round":
            this.parseInteger = Math.round;
            break;
          case "trunc":
          default:
            this.parseInteger = Math.trunc;
            break;
        }
        this._options = options;
      }
      asInteger(i) {
        if (Number.isInteger(i)) {
          return "" + i;
        } else if (typeof i === "bigint") {
          return i.toString();
        }
        const integer2 = this.parseInteger(i);
        if (integer2 === Infinity || integer2 === -Infinity || integer2 !== integer2) {
          throw new Error(`The value "${i}" cannot be converted to an integer.`);
        }
        return "" + integer2;
      }
      asNumber(i) {
        const num = Number(i);
        if (num !== num) {
          throw new Error(`The value "${i}" cannot be converted to a number.`);
        } else if (num === Infinity || num === -Infinity) {
          return "null";
        } else {
          return "" + num;
        }
      }
      asBoolean(bool) {
        return bool && "true" || "false";
      }
      asDateTime(date) {
        if (date === null) return '""';
        if (date instanceof Date) {
          const year = asYear(date.getUTCFullYear());
          if (year === null) return '"' + date.toISOString() + '"';
          const ms = date.getUTCMilliseconds();
          return '"' + year + "-" + TWO_DIGITS[date.getUTCMonth() + 1] + "-" + TWO_DIGITS[date.getUTCDate()] + "T" + TWO_DIGITS[date.getUTCHours()] + ":" + TWO_DIGITS[date.getUTCMinutes()] + ":" + TWO_DIGITS[date.getUTCSeconds()] + "." + (ms < 10 ? "00" : ms < 100 ? "0" : "") + ms + 'Z"';
        }
        if (typeof date === "string") {
          return asString(date);
        }
        throw new Error(`The value "${date}" cannot be converted to a date-time.`);
      }
      asDate(date) {
        if (date === null) return '""';
        if (date instanceof Date) {
          const year = asYear(date.getFullYear());
          if (year === null) {
            return '"' + new Date(date.getTime() - date.getTimezoneOffset() * 6e4).toISOString().slice(0, 10) + '"';
          }
          return '"' + year + "-" + TWO_DIGITS[date.getMonth() + 1] + "-" + TWO_DIGITS[date.getDate()] + '"';
        }
        if (typeof date === "string") {
          return asString(date);
        }
        throw new Error(`The value "${date}" cannot be converted to a date.`);
      }
      asTime(date) {
        if (date === null) return '""';
        if (date instanceof Date) {
          const hours = TWO_DIGITS[date.getHours()];
          if (hours === void 0) {
            return '"' + new Date(date.getTime() - date.getTimezoneOffset() * 6e4).toISOString().slice(11, 19) + '"';
          }
          return '"' + hours + ":" + TWO_DIGITS[date.getMinutes()] + ":" + TWO_DIGITS[date.getSeconds()] + '"';
        }
        if (typeof date === "string") {
          return asString(date);
        }
        throw new Error(`The value "${date}" cannot be converted to a time.`);
      }
      asString(str) {
        return asString(str);
      }
      asUnsafeString(str) {
        return '"' + str + '"';
      }
      // Copy primitive strings once, ignoring array/prototype toJSON hooks. On a
      // miss, serialize the captured prefix and coerce the remaining items in order,
      // matching buildSingleTypeSerializer without rereading getters.
      asPlainStringArray(arr, len = arr.length) {
        const copy = new Array(len);
        if (Array.prototype.toJSON !== void 0) Object.setPrototypeOf(copy, null);
        for (let i = 0; i < len; i++) {
          const value = arr[i];
          if (typeof value !== "string") {
            copy.length = i;
            let json = JSON.stringify(copy).slice(0, -1);
            for (let j = i; j < len; j++) {
              const item = j === i ? value : arr[j];
              if (j > 0) json += ",";
              if (typeof item === "string") {
                json += asString(item);
              } else if (item === null) {
                json += '""';
              } else if (item instanceof Date) {
                json += '"' + item.toISOString() + '"';
              } else if (item instanceof RegExp) {
                json += asString(item.source);
              } else {
                json += asString(item.toString());
              }
            }
            return json + "]";
          }
          copy[i] = value;
        }
        return JSON.stringify(copy);
      }
      getState() {
        return this._options;
      }
      static restoreFromState(state) {
        return new Serializer(state);
      }
    };
  }
});

// node_modules/fastify/lib/error-serializer.js
var require_error_serializer = __commonJS({
  "node_modules/fastify/lib/error-serializer.js"(exports2, module2) {
    "use strict";
    var Serializer = require_serializer();
    var serializerState = { "mode": "standalone" };
    var serializer2 = Serializer.restoreFromState(serializerState);
    var validator2 = null;
    module2.exports = (function anonymous(validator3, serializer3) {
      const {
        asString,
        asNumber,
        asBoolean,
        asDateTime,
        asDate,
        asTime,
        asUnsafeString
      } = serializer3;
      const asInteger = serializer3.asInteger.bind(serializer3);
      const JSON_STR_BEGIN_OBJECT = "{";
      const JSON_STR_END_OBJECT = "}";
      const JSON_STR_BEGIN_ARRAY = "[";
      const JSON_STR_END_ARRAY = "]";
      const JSON_STR_COMMA = ",";
      const JSON_STR_COLONS = ":";
      const JSON_STR_QUOTE = '"';
      const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT;
      const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY;
      const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE;
      const JSON_STR_NULL = "null";
      function anonymous0(input) {
        const obj = input && typeof input.toJSON === "function" ? input.toJSON() : input;
        if (obj === null) return JSON_STR_EMPTY_OBJECT;
        let json = "";
        json += JSON_STR_BEGIN_OBJECT;
        let addComma_0 = false;
        const value_statusCode_1 = obj["statusCode"];
        if (value_statusCode_1 !== void 0) {
          !addComma_0 && (addComma_0 = true) || (json += JSON_STR_COMMA);
          json += '"statusCode":';
          json += asNumber(value_statusCode_1);
        }
        const value_code_2 = obj["code"];
        if (value_code_2 !== void 0) {
          !addComma_0 && (addComma_0 = true) || (json += JSON_STR_COMMA);
          json += '"code":';
          if (typeof value_code_2 !== "string") {
            if (value_code_2 === null) {
              json += JSON_STR_EMPTY_STRING;
            } else if (value_code_2 instanceof Date) {
              json += JSON_STR_QUOTE + value_code_2.toISOString() + JSON_STR_QUOTE;
            } else if (value_code_2 instanceof RegExp) {
              json += asString(value_code_2.source);
            } else {
              json += asString(value_code_2.toString());
            }
          } else {
            json += asString(value_code_2);
          }
        }
        const value_error_3 = obj["error"];
        if (value_error_3 !== void 0) {
          !addComma_0 && (addComma_0 = true) || (json += JSON_STR_COMMA);
          json += '"error":';
          if (typeof value_error_3 !== "string") {
            if (value_error_3 === null) {
              json += JSON_STR_EMPTY_STRING;
            } else if (value_error_3 instanceof Date) {
              json += JSON_STR_QUOTE + value_error_3.toISOString() + JSON_STR_QUOTE;
            } else if (value_error_3 instanceof RegExp) {
              json += asString(value_error_3.source);
            } else {
              json += asString(value_error_3.toString());
            }
          } else {
            json += asString(value_error_3);
          }
        }
        const value_message_4 = obj["message"];
        if (value_message_4 !== void 0) {
          !addComma_0 && (addComma_0 = true) || (json += JSON_STR_COMMA);
          json += '"message":';
          if (typeof value_message_4 !== "string") {
            if (value_message_4 === null) {
              json += JSON_STR_EMPTY_STRING;
            } else if (value_message_4 instanceof Date) {
              json += JSON_STR_QUOTE + value_message_4.toISOString() + JSON_STR_QUOTE;
            } else if (value_message_4 instanceof RegExp) {
              json += asString(value_message_4.source);
            } else {
              json += asString(value_message_4.toString());
            }
          } else {
            json += asString(value_message_4);
          }
        }
        json += JSON_STR_END_OBJECT;
        return json;
      }
      const main = anonymous0;
      return main;
    })(validator2, serializer2);
  }
});

// node_modules/fastify/lib/error-handler.js
var require_error_handler = __commonJS({
  "node_modules/fastify/lib/error-handler.js"(exports2, module2) {
    "use strict";
    var statusCodes = require("node:http").STATUS_CODES;
    var wrapThenable = require_wrap_thenable();
    var { setErrorStatusCode } = require_error_status();
    var {
      kReplyHeaders,
      kReplyNextErrorHandler,
      kReplyIsRunningOnErrorHook,
      kRouteContext,
      kLogController,
      kDiagnosticsStore
    } = require_symbols2();
    var {
      FST_ERR_REP_INVALID_PAYLOAD_TYPE,
      FST_ERR_FAILED_ERROR_SERIALIZATION
    } = require_errors2();
    var { getSchemaSerializer } = require_schemas();
    var serializeError = require_error_serializer();
    var rootErrorHandler = {
      func: defaultErrorHandler,
      toJSON() {
        return this.func.name.toString() + "()";
      }
    };
    function handleError(reply, error, cb) {
      reply[kReplyIsRunningOnErrorHook] = false;
      const context = reply[kRouteContext];
      if (reply[kReplyNextErrorHandler] === false) {
        fallbackErrorHandler(error, reply, function(reply2, payload) {
          if (reply2.raw.headersSent === true || reply2.raw.destroyed === true) {
            reply2.raw.destroy(error);
            return;
          }
          try {
            reply2.raw.writeHead(reply2.raw.statusCode, reply2[kReplyHeaders]);
          } catch (error2) {
            reply2.server[kLogController].writeHeadError(error2, reply2.request, reply2);
            if (error2.code === "ERR_HTTP_HEADERS_SENT" || reply2.raw.headersSent === true || reply2.raw.destroyed === true) {
              reply2.raw.destroy(error2);
              return;
            }
            reply2.raw.writeHead(reply2.raw.statusCode);
          }
          reply2.raw.end(payload);
        });
        return;
      }
      const errorHandler = reply[kReplyNextErrorHandler] || context.errorHandler;
      reply[kReplyNextErrorHandler] = Object.getPrototypeOf(errorHandler);
      delete reply[kReplyHeaders]["content-type"];
      delete reply[kReplyHeaders]["content-length"];
      const func = errorHandler.func;
      if (!func) {
        reply[kReplyNextErrorHandler] = false;
        fallbackErrorHandler(error, reply, cb);
        return;
      }
      try {
        const result = func(error, reply.request, reply);
        if (result !== void 0) {
          if (result !== null && typeof result.then === "function") {
            const store = reply[kDiagnosticsStore] || null;
            wrapThenable(result, reply, store);
          } else {
            reply.send(result);
          }
        }
      } catch (err) {
        reply.send(err);
      }
    }
    function defaultErrorHandler(error, request, reply) {
      setErrorHeaders(error, reply);
      setErrorStatusCode(reply, error);
      request.server[kLogController].defaultErrorLog(error, request, reply);
      reply.send(error);
    }
    function fallbackErrorHandler(error, reply, cb) {
      const res = reply.raw;
      const statusCode = reply.statusCode;
      reply[kReplyHeaders]["content-type"] = reply[kReplyHeaders]["content-type"] ?? "application/json; charset=utf-8";
      let payload;
      try {
        const serializerFn = getSchemaSerializer(reply[kRouteContext], statusCode, reply[kReplyHeaders]["content-type"]);
        if (serializerFn === false) {
          payload = serializeError({
            error: statusCodes[statusCode + ""],
            code: error.code,
            message: error.message,
            statusCode
          });
        } else {
          payload = serializerFn(Object.create(error, {
            error: { value: statusCodes[statusCode + ""] },
            message: { value: error.message },
            statusCode: { value: statusCode }
          }));
        }
      } catch (err) {
        reply.server[kLogController].serializerError(err, reply.request, reply, { statusCode: res.statusCode });
        reply.code(500);
        payload = serializeError(new FST_ERR_FAILED_ERROR_SERIALIZATION(err.message, error.message));
      }
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) {
        payload = serializeError(new FST_ERR_REP_INVALID_PAYLOAD_TYPE(typeof payload));
      }
      reply[kReplyHeaders]["content-length"] = "" + Buffer.byteLength(payload);
      cb(reply, payload);
    }
    function buildErrorHandler(parent = rootErrorHandler, func) {
      if (!func) {
        return parent;
      }
      const errorHandler = Object.create(parent);
      errorHandler.func = func;
      return errorHandler;
    }
    function setErrorHeaders(error, reply) {
      const res = reply.raw;
      let statusCode = res.statusCode;
      statusCode = statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
      if (error != null) {
        if (error.headers !== void 0) {
          reply.headers(error.headers);
        }
        if (error.statusCode >= 400 && error.statusCode <= 599) {
          statusCode = error.statusCode;
        } else if (error.status >= 400 && error.status <= 599) {
          statusCode = error.status;
        }
      }
      res.statusCode = statusCode;
    }
    module2.exports = {
      buildErrorHandler,
      handleError
    };
  }
});

// node_modules/fastify/lib/decorate.js
var require_decorate = __commonJS({
  "node_modules/fastify/lib/decorate.js"(exports2, module2) {
    "use strict";
    var {
      kReply,
      kRequest,
      kState,
      kHasBeenDecorated
    } = require_symbols2();
    var {
      FST_ERR_DEC_ALREADY_PRESENT,
      FST_ERR_DEC_MISSING_DEPENDENCY,
      FST_ERR_DEC_AFTER_START,
      FST_ERR_DEC_REFERENCE_TYPE,
      FST_ERR_DEC_DEPENDENCY_INVALID_TYPE,
      FST_ERR_DEC_UNDECLARED
    } = require_errors2();
    function decorate(instance, name, fn, dependencies) {
      if (Object.hasOwn(instance, name)) {
        throw new FST_ERR_DEC_ALREADY_PRESENT(name);
      }
      checkDependencies(instance, name, dependencies);
      if (fn && (typeof fn.getter === "function" || typeof fn.setter === "function")) {
        Object.defineProperty(instance, name, {
          get: fn.getter,
          set: fn.setter
        });
      } else {
        instance[name] = fn;
      }
    }
    function getInstanceDecorator(name) {
      if (!checkExistence(this, name)) {
        throw new FST_ERR_DEC_UNDECLARED(name, "instance");
      }
      const decorator = this[name];
      if (typeof decorator === "function") {
        return decorator.bind(this);
      }
      return decorator;
    }
    function decorateConstructor(konstructor, name, fn, dependencies) {
      const instance = konstructor.prototype;
      if (Object.hasOwn(instance, name) || hasKey(konstructor, name) || hasInstanceProperty(konstructor, name)) {
        throw new FST_ERR_DEC_ALREADY_PRESENT(name);
      }
      konstructor[kHasBeenDecorated] = true;
      checkDependencies(konstructor, name, dependencies);
      if (fn && (typeof fn.getter === "function" || typeof fn.setter === "function")) {
        Object.defineProperty(instance, name, {
          get: fn.getter,
          set: fn.setter
        });
      } else if (typeof fn === "function") {
        instance[name] = fn;
      } else {
        konstructor.props.push({ key: name, value: fn });
      }
    }
    function checkReferenceType(name, fn) {
      if (typeof fn === "object" && fn && !(typeof fn.getter === "function" || typeof fn.setter === "function")) {
        throw new FST_ERR_DEC_REFERENCE_TYPE(name, typeof fn);
      }
    }
    function decorateFastify(name, fn, dependencies) {
      assertNotStarted(this, name);
      decorate(this, name, fn, dependencies);
      return this;
    }
    function checkExistence(instance, name) {
      if (name) {
        return name in instance || instance.prototype && name in instance.prototype || hasKey(instance, name);
      }
      return instance in this;
    }
    function hasKey(fn, name) {
      return fn.props ? fn.props.some((p) => p.key === name) : false;
    }
    function hasInstanceProperty(konstructor, name) {
      let k = konstructor;
      while (k) {
        if (k.instanceProperties && k.instanceProperties.has(name)) return true;
        k = k.parent;
      }
      return false;
    }
    function checkRequestExistence(name) {
      if (name && hasKey(this[kRequest], name)) return true;
      if (name && hasInstanceProperty(this[kRequest], name)) return true;
      return checkExistence(this[kRequest].prototype, name);
    }
    function checkReplyExistence(name) {
      if (name && hasKey(this[kReply], name)) return true;
      if (name && hasInstanceProperty(this[kReply], name)) return true;
      return checkExistence(this[kReply].prototype, name);
    }
    function checkDependencies(instance, name, deps) {
      if (deps === void 0 || deps === null) {
        return;
      }
      if (!Array.isArray(deps)) {
        throw new FST_ERR_DEC_DEPENDENCY_INVALID_TYPE(name);
      }
      for (let i = 0; i !== deps.length; ++i) {
        if (!checkExistence(instance, deps[i]) && !hasInstanceProperty(instance, deps[i])) {
          throw new FST_ERR_DEC_MISSING_DEPENDENCY(deps[i]);
        }
      }
    }
    function decorateReply(name, fn, dependencies) {
      assertNotStarted(this, name);
      checkReferenceType(name, fn);
      decorateConstructor(this[kReply], name, fn, dependencies);
      return this;
    }
    function decorateRequest(name, fn, dependencies) {
      assertNotStarted(this, name);
      checkReferenceType(name, fn);
      decorateConstructor(this[kRequest], name, fn, dependencies);
      return this;
    }
    function assertNotStarted(instance, name) {
      if (instance[kState].started) {
        throw new FST_ERR_DEC_AFTER_START(name);
      }
    }
    module2.exports = {
      add: decorateFastify,
      exist: checkExistence,
      existRequest: checkRequestExistence,
      existReply: checkReplyExistence,
      dependencies: checkDependencies,
      decorateReply,
      decorateRequest,
      getInstanceDecorator,
      hasKey
    };
  }
});

// node_modules/fastify/lib/reply.js
var require_reply = __commonJS({
  "node_modules/fastify/lib/reply.js"(exports2, module2) {
    "use strict";
    var eos = require("node:stream").finished;
    var {
      kFourOhFourContext,
      kReplyErrorHandlerCalled,
      kReplyHijacked,
      kReplyStartTime,
      kReplyEndTime,
      kReplySerializer,
      kReplySerializerDefault,
      kReplyIsError,
      kReplyHeaders,
      kReplyTrailers,
      kReplyHasStatusCode,
      kReplyIsRunningOnErrorHook,
      kReplyNextErrorHandler,
      kSchemaResponse,
      kReplyCacheSerializeFns,
      kSchemaController,
      kOptions,
      kRouteContext,
      kTimeoutTimer,
      kOnAbort,
      kRequestSignal,
      kLogController
    } = require_symbols2();
    var {
      onSendHookRunner,
      onResponseHookRunner,
      preHandlerHookRunner,
      preSerializationHookRunner
    } = require_hooks();
    var internals = require_handle_request()[/* @__PURE__ */ Symbol.for("internals")];
    var loggerUtils = require_logger_factory();
    var now = loggerUtils.now;
    var { handleError } = require_error_handler();
    var { getSchemaSerializer } = require_schemas();
    var CONTENT_TYPE = {
      JSON: "application/json; charset=utf-8",
      PLAIN: "text/plain; charset=utf-8",
      OCTET: "application/octet-stream"
    };
    var {
      FST_ERR_REP_INVALID_PAYLOAD_TYPE,
      FST_ERR_REP_RESPONSE_BODY_CONSUMED,
      FST_ERR_REP_READABLE_STREAM_LOCKED,
      FST_ERR_REP_ALREADY_SENT,
      FST_ERR_SEND_INSIDE_ONERR,
      FST_ERR_BAD_STATUS_CODE,
      FST_ERR_BAD_TRAILER_NAME,
      FST_ERR_BAD_TRAILER_VALUE,
      FST_ERR_MISSING_SERIALIZATION_FN,
      FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN,
      FST_ERR_DEC_UNDECLARED
    } = require_errors2();
    var decorators = require_decorate();
    var ContentType = require_content_type();
    var toString = Object.prototype.toString;
    var HTTP2_WRITE_CHUNK_SIZE = 64 * 1024;
    function Reply(res, request, log) {
      this.raw = res;
      this[kReplySerializer] = null;
      this[kReplyErrorHandlerCalled] = false;
      this[kReplyIsError] = false;
      this[kReplyIsRunningOnErrorHook] = false;
      this.request = request;
      this[kReplyHeaders] = {};
      this[kReplyTrailers] = null;
      this[kReplyHasStatusCode] = false;
      this[kReplyStartTime] = void 0;
      this.log = log;
    }
    Reply.props = [];
    Reply.instanceProperties = /* @__PURE__ */ new Set(["raw", "request", "log"]);
    Object.defineProperties(Reply.prototype, {
      [kRouteContext]: {
        get() {
          return this.request[kRouteContext];
        }
      },
      elapsedTime: {
        get() {
          if (this[kReplyStartTime] === void 0) {
            return 0;
          }
          return (this[kReplyEndTime] || now()) - this[kReplyStartTime];
        }
      },
      mediaType: {
        get() {
          const contentTypeHeader = this.getHeader("content-type");
          return ContentType.from(contentTypeHeader).mediaType;
        }
      },
      server: {
        get() {
          return this.request[kRouteContext].server;
        }
      },
      sent: {
        enumerable: true,
        get() {
          return (this[kReplyHijacked] || this.raw.writableEnded) === true;
        }
      },
      statusCode: {
        get() {
          return this.raw.statusCode;
        },
        set(value) {
          this.code(value);
        }
      },
      routeOptions: {
        get() {
          return this.request.routeOptions;
        }
      }
    });
    Reply.prototype.writeEarlyHints = function(hints, callback) {
      this.raw.writeEarlyHints(hints, callback);
      return this;
    };
    Reply.prototype.hijack = function() {
      this[kReplyHijacked] = true;
      if (this.request[kRequestSignal]) {
        clearTimeout(this.request[kTimeoutTimer]);
        this.request[kTimeoutTimer] = null;
        if (this.request[kOnAbort]) {
          this.request.raw.removeListener("close", this.request[kOnAbort]);
          this.request[kOnAbort] = null;
        }
      }
      const socket = this.request.raw.socket;
      if (socket?._meta?.request === this.request) {
        socket.removeListener("timeout", socket._meta.onTimeout);
        socket._meta = null;
      }
      return this;
    };
    Reply.prototype.send = function(payload) {
      if (this[kReplyIsRunningOnErrorHook]) {
        throw new FST_ERR_SEND_INSIDE_ONERR();
      }
      if (this.sent === true) {
        this.log.warn({ err: new FST_ERR_REP_ALREADY_SENT(this.request.url, this.request.method) });
        return this;
      }
      if (this[kReplyIsError] || payload instanceof Error) {
        this[kReplyIsError] = false;
        onErrorHook(this, payload, onSendHook);
        return this;
      }
      if (payload === void 0) {
        onSendHook(this, payload);
        return this;
      }
      const contentType = ContentType.from(this.getHeader("content-type"));
      const hasContentType = contentType.isEmpty === false;
      if (payload !== null) {
        if (
          // node:stream
          typeof payload.pipe === "function" || // node:stream/web
          typeof payload.getReader === "function" || // Response
          typeof payload === "object" && toString.call(payload) === "[object Response]"
        ) {
          onSendHook(this, payload);
          return this;
        }
        if (payload.buffer instanceof ArrayBuffer) {
          if (!hasContentType) {
            this[kReplyHeaders]["content-type"] = CONTENT_TYPE.OCTET;
          }
          const payloadToSend = Buffer.isBuffer(payload) ? payload : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
          onSendHook(this, payloadToSend);
          return this;
        }
        if (!hasContentType && typeof payload === "string") {
          this[kReplyHeaders]["content-type"] = CONTENT_TYPE.PLAIN;
          onSendHook(this, payload);
          return this;
        }
      }
      if (this[kReplySerializer] !== null) {
        if (typeof payload !== "string") {
          preSerializationHook(this, payload);
          return this;
        }
        payload = this[kReplySerializer](payload);
      } else if (!hasContentType || contentType.mediaType.indexOf("json") !== -1) {
        if (!hasContentType) {
          this[kReplyHeaders]["content-type"] = CONTENT_TYPE.JSON;
        } else if (contentType.parameters.has("charset") === false) {
          const customContentType = contentType.toString();
          this[kReplyHeaders]["content-type"] = `${customContentType}; charset=utf-8`;
        }
        if (typeof payload !== "string") {
          preSerializationHook(this, payload);
          return this;
        }
      }
      onSendHook(this, payload);
      return this;
    };
    Reply.prototype.getHeader = function(key) {
      key = key.toLowerCase();
      const value = this[kReplyHeaders][key];
      return value !== void 0 ? value : this.raw.getHeader(key);
    };
    Reply.prototype.getHeaders = function() {
      return {
        ...this.raw.getHeaders(),
        ...this[kReplyHeaders]
      };
    };
    Reply.prototype.hasHeader = function(key) {
      key = key.toLowerCase();
      return this[kReplyHeaders][key] !== void 0 || this.raw.hasHeader(key);
    };
    Reply.prototype.removeHeader = function(key) {
      key = key.toLowerCase();
      delete this[kReplyHeaders][key];
      if (!this.raw.headersSent) {
        this.raw.removeHeader(key);
      }
      return this;
    };
    Reply.prototype.header = function(key, value = "") {
      key = key.toLowerCase();
      if (this[kReplyHeaders][key] && key === "set-cookie") {
        if (typeof this[kReplyHeaders][key] === "string") {
          this[kReplyHeaders][key] = [this[kReplyHeaders][key]];
        }
        if (Array.isArray(value)) {
          Array.prototype.push.apply(this[kReplyHeaders][key], value);
        } else {
          this[kReplyHeaders][key].push(value);
        }
      } else if (key === "set-cookie" && Array.isArray(value)) {
        this[kReplyHeaders][key] = value.slice();
      } else {
        this[kReplyHeaders][key] = value;
      }
      return this;
    };
    Reply.prototype.headers = function(headers) {
      const keys = Object.keys(headers);
      for (let i = 0; i !== keys.length; ++i) {
        const key = keys[i];
        this.header(key, headers[key]);
      }
      return this;
    };
    var INVALID_TRAILERS = /* @__PURE__ */ new Set([
      "transfer-encoding",
      "content-length",
      "host",
      "cache-control",
      "max-forwards",
      "te",
      "authorization",
      "set-cookie",
      "content-encoding",
      "content-type",
      "content-range",
      "trailer"
    ]);
    Reply.prototype.trailer = function(key, fn) {
      key = key.toLowerCase();
      if (INVALID_TRAILERS.has(key)) {
        throw new FST_ERR_BAD_TRAILER_NAME(key);
      }
      if (typeof fn !== "function") {
        throw new FST_ERR_BAD_TRAILER_VALUE(key, typeof fn);
      }
      if (this[kReplyTrailers] === null) this[kReplyTrailers] = {};
      this[kReplyTrailers][key] = fn;
      return this;
    };
    Reply.prototype.hasTrailer = function(key) {
      return this[kReplyTrailers]?.[key.toLowerCase()] !== void 0;
    };
    Reply.prototype.removeTrailer = function(key) {
      if (this[kReplyTrailers] === null) return this;
      this[kReplyTrailers][key.toLowerCase()] = void 0;
      return this;
    };
    Reply.prototype.code = function(code) {
      const statusCode = +code;
      if (!(statusCode >= 100 && statusCode <= 599)) {
        throw new FST_ERR_BAD_STATUS_CODE(code || String(code));
      }
      this.raw.statusCode = statusCode;
      this[kReplyHasStatusCode] = true;
      return this;
    };
    Reply.prototype.status = Reply.prototype.code;
    Reply.prototype.getSerializationFunction = function(schemaOrStatus, contentType) {
      let serialize2;
      if (typeof schemaOrStatus === "string" || typeof schemaOrStatus === "number") {
        if (typeof contentType === "string") {
          serialize2 = this[kRouteContext][kSchemaResponse]?.[schemaOrStatus]?.[contentType];
        } else {
          serialize2 = this[kRouteContext][kSchemaResponse]?.[schemaOrStatus];
        }
      } else if (typeof schemaOrStatus === "object") {
        serialize2 = this[kRouteContext][kReplyCacheSerializeFns]?.get(schemaOrStatus);
      }
      return serialize2;
    };
    Reply.prototype.compileSerializationSchema = function(schema, httpStatus = null, contentType = null) {
      const { request } = this;
      const { method, url } = request;
      if (this[kRouteContext][kReplyCacheSerializeFns]?.has(schema)) {
        return this[kRouteContext][kReplyCacheSerializeFns].get(schema);
      }
      const serializerCompiler = this[kRouteContext].serializerCompiler || this.server[kSchemaController].serializerCompiler || // We compile the schemas if no custom serializerCompiler is provided
      // nor set
      (this.server[kSchemaController].setupSerializer(this.server[kOptions]) || this.server[kSchemaController].serializerCompiler);
      const serializeFn = serializerCompiler({
        schema,
        method,
        url,
        httpStatus,
        contentType
      });
      if (this[kRouteContext][kReplyCacheSerializeFns] == null) {
        this[kRouteContext][kReplyCacheSerializeFns] = /* @__PURE__ */ new WeakMap();
      }
      this[kRouteContext][kReplyCacheSerializeFns].set(schema, serializeFn);
      return serializeFn;
    };
    Reply.prototype.serializeInput = function(input, schema, httpStatus, contentType) {
      const possibleContentType = httpStatus;
      let serialize2;
      httpStatus = typeof schema === "string" || typeof schema === "number" ? schema : httpStatus;
      contentType = httpStatus && possibleContentType !== httpStatus ? possibleContentType : contentType;
      if (httpStatus != null) {
        if (contentType != null) {
          serialize2 = this[kRouteContext][kSchemaResponse]?.[httpStatus]?.[contentType];
        } else {
          serialize2 = this[kRouteContext][kSchemaResponse]?.[httpStatus];
        }
        if (serialize2 == null) {
          if (contentType) throw new FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN(httpStatus, contentType);
          throw new FST_ERR_MISSING_SERIALIZATION_FN(httpStatus);
        }
      } else {
        if (this[kRouteContext][kReplyCacheSerializeFns]?.has(schema)) {
          serialize2 = this[kRouteContext][kReplyCacheSerializeFns].get(schema);
        } else {
          serialize2 = this.compileSerializationSchema(schema, httpStatus, contentType);
        }
      }
      return serialize2(input);
    };
    Reply.prototype.serialize = function(payload) {
      if (this[kReplySerializer] !== null) {
        return this[kReplySerializer](payload);
      } else {
        if (this[kRouteContext] && this[kRouteContext][kReplySerializerDefault]) {
          return this[kRouteContext][kReplySerializerDefault](payload, this.raw.statusCode);
        } else {
          return serialize(this[kRouteContext], payload, this.raw.statusCode);
        }
      }
    };
    Reply.prototype.serializer = function(fn) {
      this[kReplySerializer] = fn;
      return this;
    };
    Reply.prototype.type = function(type) {
      this[kReplyHeaders]["content-type"] = type;
      return this;
    };
    Reply.prototype.redirect = function(url, code) {
      if (!code) {
        code = this[kReplyHasStatusCode] ? this.raw.statusCode : 302;
      }
      return this.header("location", url).code(code).send();
    };
    Reply.prototype.callNotFound = function() {
      notFound4(this);
      return this;
    };
    Reply.prototype.then = function(fulfilled, rejected) {
      if (this.sent) {
        fulfilled();
        return;
      }
      eos(this.raw, (err) => {
        if (err && err.code !== "ERR_STREAM_PREMATURE_CLOSE") {
          if (rejected) {
            rejected(err);
          } else {
            this.log && this.log.warn("unhandled rejection on reply.then");
          }
        } else {
          fulfilled();
        }
      });
    };
    Reply.prototype.getDecorator = function(name) {
      if (!decorators.hasKey(this, name) && !decorators.exist(this, name)) {
        throw new FST_ERR_DEC_UNDECLARED(name, "reply");
      }
      const decorator = this[name];
      if (typeof decorator === "function") {
        return decorator.bind(this);
      }
      return decorator;
    };
    function preSerializationHook(reply, payload) {
      if (reply[kRouteContext].preSerialization !== null) {
        preSerializationHookRunner(
          reply[kRouteContext].preSerialization,
          reply.request,
          reply,
          payload,
          preSerializationHookEnd
        );
      } else {
        preSerializationHookEnd(null, void 0, reply, payload);
      }
    }
    function preSerializationHookEnd(err, _request, reply, payload) {
      if (err != null) {
        onErrorHook(reply, err);
        return;
      }
      try {
        if (reply[kReplySerializer] !== null) {
          payload = reply[kReplySerializer](payload);
        } else if (reply[kRouteContext] && reply[kRouteContext][kReplySerializerDefault]) {
          payload = reply[kRouteContext][kReplySerializerDefault](payload, reply.raw.statusCode);
        } else {
          payload = serialize(reply[kRouteContext], payload, reply.raw.statusCode, reply[kReplyHeaders]["content-type"]);
        }
      } catch (e) {
        wrapSerializationError(e, reply);
        onErrorHook(reply, e);
        return;
      }
      onSendHook(reply, payload);
    }
    function wrapSerializationError(error, reply) {
      error.serialization = reply[kRouteContext].config;
    }
    function onSendHook(reply, payload) {
      if (reply[kRouteContext].onSend !== null) {
        onSendHookRunner(
          reply[kRouteContext].onSend,
          reply.request,
          reply,
          payload,
          wrapOnSendEnd
        );
      } else {
        onSendEnd(reply, payload);
      }
    }
    function wrapOnSendEnd(err, request, reply, payload) {
      if (err != null) {
        onErrorHook(reply, err);
      } else {
        onSendEnd(reply, payload);
      }
    }
    function safeWriteHead(reply, statusCode) {
      const res = reply.raw;
      try {
        res.writeHead(statusCode, reply[kReplyHeaders]);
      } catch (err) {
        if (err.code === "ERR_HTTP_HEADERS_SENT") {
          reply.log.warn(`Reply was already sent, did you forget to "return reply" in the "${reply.request.raw.url}" (${reply.request.raw.method}) route?`);
        }
        throw err;
      }
    }
    function onSendEnd(reply, payload) {
      const res = reply.raw;
      const req = reply.request;
      if (reply[kReplyTrailers] !== null) {
        const trailerHeaders = Object.keys(reply[kReplyTrailers]);
        let header = "";
        for (const trailerName of trailerHeaders) {
          if (typeof reply[kReplyTrailers][trailerName] !== "function") continue;
          header += " ";
          header += trailerName;
        }
        if (header !== "") {
          if (!isHttp2Reply(reply)) {
            reply.header("Transfer-Encoding", "chunked");
          }
          reply.header("Trailer", header.trim());
        } else {
          reply[kReplyTrailers] = null;
        }
      }
      if (payload != null && typeof payload === "object" && toString.call(payload) === "[object Response]") {
        if (typeof payload.status === "number") {
          reply.code(payload.status);
        }
        if (typeof payload.headers === "object" && typeof payload.headers.forEach === "function") {
          for (const [headerName, headerValue] of payload.headers) {
            reply.header(headerName, headerValue);
          }
        }
        if (payload.body !== null) {
          if (payload.bodyUsed) {
            throw new FST_ERR_REP_RESPONSE_BODY_CONSUMED();
          }
        }
        payload = payload.body;
      }
      const statusCode = res.statusCode;
      if (payload === void 0 || payload === null) {
        if (statusCode >= 200 && statusCode !== 204 && statusCode !== 304 && req.method !== "HEAD" && reply[kReplyTrailers] === null) {
          reply[kReplyHeaders]["content-length"] = "0";
        }
        safeWriteHead(reply, statusCode);
        sendTrailer(payload, res, reply);
        return;
      }
      if (statusCode >= 100 && statusCode < 200 || statusCode === 204) {
        reply.removeHeader("content-type");
        reply.removeHeader("content-length");
        safeWriteHead(reply, statusCode);
        sendTrailer(void 0, res, reply);
        if (typeof payload.resume === "function") {
          payload.on("error", noop);
          payload.resume();
        }
        return;
      }
      if (typeof payload.pipe === "function") {
        sendStream(payload, res, reply);
        return;
      }
      if (typeof payload.getReader === "function") {
        sendWebStream(payload, res, reply);
        return;
      }
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) {
        throw new FST_ERR_REP_INVALID_PAYLOAD_TYPE(typeof payload);
      }
      if (reply[kReplyTrailers] === null) {
        const contentLength = reply[kReplyHeaders]["content-length"];
        if (!contentLength || req.raw.method !== "HEAD" && Number(contentLength) !== Buffer.byteLength(payload)) {
          reply[kReplyHeaders]["content-length"] = "" + Buffer.byteLength(payload);
        }
      }
      safeWriteHead(reply, statusCode);
      writePayload(payload, res, reply);
    }
    function isHttp2Reply(reply) {
      return reply.request.raw?.httpVersionMajor === 2;
    }
    function writePayload(payload, res, reply) {
      if (!isHttp2Reply(reply) || Buffer.byteLength(payload) <= HTTP2_WRITE_CHUNK_SIZE) {
        if (reply[kReplyTrailers] === null) {
          res.end(payload, null, null);
          return;
        }
        res.write(payload);
        sendTrailer(payload, res, reply);
        return;
      }
      writeHttp2Payload(payload, res, () => {
        sendTrailer(payload, res, reply);
      });
    }
    function writeHttp2Payload(payload, res, done) {
      const buffer = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      let offset = 0;
      function writeChunk() {
        while (offset < buffer.length) {
          if (res.destroyed || res.writableEnded) {
            return;
          }
          const end = Math.min(offset + HTTP2_WRITE_CHUNK_SIZE, buffer.length);
          const shouldContinue = res.write(buffer.subarray(offset, end));
          offset = end;
          if (shouldContinue === false) {
            res.once("drain", writeChunk);
            return;
          }
        }
        done();
      }
      writeChunk();
    }
    function logStreamError(err, reply, res) {
      reply.server[kLogController].streamError(err, reply.request, reply);
    }
    function sendWebStream(payload, res, reply) {
      if (payload.locked) {
        throw new FST_ERR_REP_READABLE_STREAM_LOCKED();
      }
      let sourceOpen = true;
      let errorLogged = false;
      let waitingDrain = false;
      const reader = payload.getReader();
      eos(res, function(err) {
        if (sourceOpen) {
          if (err != null && res.headersSent && !errorLogged) {
            errorLogged = true;
            logStreamError(err, reply, res);
          }
          reader.cancel().catch(noop);
        }
      });
      if (!res.headersSent) {
        for (const key in reply[kReplyHeaders]) {
          res.setHeader(key, reply[kReplyHeaders][key]);
        }
      } else {
        reply.log.warn("response will send, but you shouldn't use res.writeHead in stream mode");
      }
      function onRead(result) {
        if (result.done) {
          sourceOpen = false;
          sendTrailer(null, res, reply);
          return;
        }
        if (res.destroyed) {
          sourceOpen = false;
          reader.cancel().catch(noop);
          return;
        }
        const shouldContinue = res.write(result.value);
        if (shouldContinue === false) {
          waitingDrain = true;
          res.once("drain", onDrain);
          return;
        }
        reader.read().then(onRead, onReadError);
      }
      function onDrain() {
        if (!waitingDrain || !sourceOpen || res.destroyed) {
          return;
        }
        waitingDrain = false;
        reader.read().then(onRead, onReadError);
      }
      function onReadError(err) {
        sourceOpen = false;
        if (res.headersSent || reply.request.raw.aborted === true) {
          if (!errorLogged) {
            errorLogged = true;
            logStreamError(err, reply, reply);
          }
          res.destroy();
        } else {
          onErrorHook(reply, err);
        }
      }
      reader.read().then(onRead, onReadError);
    }
    function sendStream(payload, res, reply) {
      let sourceOpen = true;
      let errorLogged = false;
      eos(payload, { readable: true, writable: false }, function(err) {
        sourceOpen = false;
        if (err != null) {
          if (res.headersSent || reply.request.raw.aborted === true) {
            if (!errorLogged) {
              errorLogged = true;
              logStreamError(err, reply, reply);
            }
            res.destroy();
          } else {
            onErrorHook(reply, err);
          }
          return;
        }
        if (reply[kReplyTrailers] !== null) {
          sendTrailer(null, res, reply);
        }
      });
      eos(res, function(err) {
        if (sourceOpen) {
          if (err != null && res.headersSent && !errorLogged) {
            errorLogged = true;
            logStreamError(err, reply, res);
          }
          if (typeof payload.destroy === "function") {
            payload.destroy();
          } else if (typeof payload.close === "function") {
            payload.close(noop);
          } else if (typeof payload.abort === "function") {
            payload.abort();
          } else {
            reply.log.warn("stream payload does not end properly");
          }
        }
      });
      if (!res.headersSent) {
        for (const key in reply[kReplyHeaders]) {
          res.setHeader(key, reply[kReplyHeaders][key]);
        }
      } else {
        reply.log.warn("response will send, but you shouldn't use res.writeHead in stream mode");
      }
      if (reply[kReplyTrailers] !== null) {
        payload.pipe(res, { end: false });
      } else {
        payload.pipe(res);
      }
    }
    function sendTrailer(payload, res, reply) {
      if (reply[kReplyTrailers] === null) {
        res.end(null, null, null);
        return;
      }
      const trailerHeaders = Object.keys(reply[kReplyTrailers]);
      const trailers = {};
      let handled = 0;
      let skipped = true;
      let sent2 = false;
      function send2() {
        if (handled === 0 && !sent2) {
          sent2 = true;
          res.addTrailers(trailers);
          res.end(null, null, null);
        }
      }
      for (const trailerName of trailerHeaders) {
        let cb = function(err, value) {
          if (cbAlreadyCalled) return;
          cbAlreadyCalled = true;
          handled++;
          if (err) reply.log.debug(err);
          else trailers[trailerName] = value;
          process.nextTick(send2);
        };
        if (typeof reply[kReplyTrailers][trailerName] !== "function") continue;
        skipped = false;
        handled--;
        let cbAlreadyCalled = false;
        const result = reply[kReplyTrailers][trailerName](reply, payload, cb);
        if (typeof result === "object" && typeof result.then === "function") {
          result.then((v) => cb(null, v), cb);
        }
      }
      if (skipped) res.end(null, null, null);
    }
    function onErrorHook(reply, error, cb) {
      if (reply[kRouteContext].onError !== null && !reply[kReplyNextErrorHandler]) {
        reply[kReplyIsRunningOnErrorHook] = true;
        onSendHookRunner(
          reply[kRouteContext].onError,
          reply.request,
          reply,
          error,
          () => handleError(reply, error, cb)
        );
      } else {
        handleError(reply, error, cb);
      }
    }
    function setupResponseListeners(reply) {
      reply[kReplyStartTime] = now();
      const onResFinished = (err) => {
        reply[kReplyEndTime] = now();
        reply.raw.removeListener("finish", onResFinished);
        reply.raw.removeListener("error", onResFinished);
        const ctx = reply[kRouteContext];
        if (reply.request[kRequestSignal]) {
          clearTimeout(reply.request[kTimeoutTimer]);
          reply.request[kTimeoutTimer] = null;
          if (reply.request[kOnAbort]) {
            reply.request.raw.removeListener("close", reply.request[kOnAbort]);
            reply.request[kOnAbort] = null;
          }
        }
        const socket = reply.request.raw.socket;
        if (socket && socket._meta && socket._meta.request === reply.request) {
          socket.removeListener("timeout", socket._meta.onTimeout);
          socket._meta = null;
        }
        if (ctx && ctx.onResponse !== null) {
          onResponseHookRunner(
            ctx.onResponse,
            reply.request,
            reply,
            onResponseCallback
          );
        } else {
          onResponseCallback(err, reply.request, reply);
        }
      };
      reply.raw.on("finish", onResFinished);
      reply.raw.on("error", onResFinished);
    }
    function onResponseCallback(err, request, reply) {
      reply.server[kLogController].requestCompleted(err, request, reply);
    }
    function buildReply(R) {
      const props = R.props.slice();
      function _Reply(res, request, log) {
        this.raw = res;
        this[kReplyIsError] = false;
        this[kReplyErrorHandlerCalled] = false;
        this[kReplyHijacked] = false;
        this[kReplySerializer] = null;
        this.request = request;
        this[kReplyHeaders] = {};
        this[kReplyTrailers] = null;
        this[kReplyStartTime] = void 0;
        this[kReplyEndTime] = void 0;
        this.log = log;
        let prop;
        for (let i = 0; i < props.length; i++) {
          prop = props[i];
          this[prop.key] = prop.value;
        }
      }
      Object.setPrototypeOf(_Reply.prototype, R.prototype);
      Object.setPrototypeOf(_Reply, R);
      _Reply.parent = R;
      _Reply.props = props;
      return _Reply;
    }
    function notFound4(reply) {
      if (reply[kRouteContext][kFourOhFourContext] === null) {
        reply.log.warn("Trying to send a NotFound error inside a 404 handler. Sending basic 404 response.");
        reply.code(404).send("404 Not Found");
        return;
      }
      reply.request[kRouteContext] = reply[kRouteContext][kFourOhFourContext];
      if (reply[kRouteContext].preHandler !== null) {
        preHandlerHookRunner(
          reply[kRouteContext].preHandler,
          reply.request,
          reply,
          internals.preHandlerCallback
        );
      } else {
        internals.preHandlerCallback(null, reply.request, reply);
      }
    }
    function serialize(context, data, statusCode, contentType) {
      const fnSerialize = getSchemaSerializer(context, statusCode, contentType);
      if (fnSerialize) {
        return fnSerialize(data);
      }
      return JSON.stringify(data);
    }
    function noop() {
    }
    module2.exports = Reply;
    module2.exports.buildReply = buildReply;
    module2.exports.setupResponseListeners = setupResponseListeners;
  }
});

// node_modules/@fastify/forwarded/index.js
var require_forwarded = __commonJS({
  "node_modules/@fastify/forwarded/index.js"(exports2, module2) {
    "use strict";
    function forwarded(req) {
      if (!req) {
        throw new TypeError("argument req is required");
      }
      const header = req.headers["x-forwarded-for"];
      const socketAddr = req.socket.remoteAddress;
      if (!header || typeof header !== "string") {
        return [socketAddr];
      } else if (header.indexOf(",") === -1) {
        const remote = header.trim();
        return remote.length ? [socketAddr, remote] : [socketAddr];
      } else {
        return parse(header, socketAddr);
      }
    }
    function parse(header, socketAddr) {
      const result = [socketAddr];
      let end = header.length;
      let start = end;
      let char;
      let i;
      for (i = end - 1; i >= 0; --i) {
        char = header[i];
        if (char === " " || char === "	") {
          start === end && (start = end = i);
        } else if (char === ",") {
          start !== end && result.push(header.slice(start, end));
          start = end = i;
        } else {
          start = i;
        }
      }
      start !== end && result.push(header.substring(start, end));
      return result;
    }
    module2.exports = forwarded;
    module2.exports.default = forwarded;
    module2.exports.forwarded = forwarded;
  }
});

// node_modules/ipaddr.js/lib/ipaddr.js
var require_ipaddr = __commonJS({
  "node_modules/ipaddr.js/lib/ipaddr.js"(exports2, module2) {
    (function(root) {
      "use strict";
      const ipv4Part = "(0?\\d+|0x[a-f0-9]+)";
      const ipv4Regexes = {
        fourOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}$`, "i"),
        threeOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}$`, "i"),
        twoOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}$`, "i"),
        longValue: new RegExp(`^${ipv4Part}$`, "i")
      };
      const octalRegex = new RegExp(`^0[0-7]+$`, "i");
      const hexRegex = new RegExp(`^0x[a-f0-9]+$`, "i");
      const zoneIndex = "%[0-9a-z]{1,}";
      const ipv6Part = "(?:[0-9a-f]+::?)+";
      const ipv6Regexes = {
        zoneIndex: new RegExp(zoneIndex, "i"),
        "native": new RegExp(`^(::)?(${ipv6Part})?([0-9a-f]+)?(::)?(${zoneIndex})?$`, "i"),
        deprecatedTransitional: new RegExp(`^(?:::)(${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}(${zoneIndex})?)$`, "i"),
        transitional: new RegExp(`^((?:${ipv6Part})|(?:::)(?:${ipv6Part})?)${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}(${zoneIndex})?$`, "i")
      };
      function expandIPv6(string, parts) {
        if (string.indexOf("::") !== string.lastIndexOf("::")) {
          return null;
        }
        let colonCount = 0;
        let lastColon = -1;
        let zoneId = (string.match(ipv6Regexes.zoneIndex) || [])[0];
        let replacement, replacementCount;
        if (zoneId) {
          zoneId = zoneId.substring(1);
          string = string.replace(/%.+$/, "");
        }
        while ((lastColon = string.indexOf(":", lastColon + 1)) >= 0) {
          colonCount++;
        }
        if (string.substr(0, 2) === "::") {
          colonCount--;
        }
        if (string.substr(-2, 2) === "::") {
          colonCount--;
        }
        if (colonCount >= parts) {
          return null;
        }
        replacementCount = parts - colonCount;
        replacement = ":";
        while (replacementCount--) {
          replacement += "0:";
        }
        string = string.replace("::", replacement);
        if (string[0] === ":") {
          string = string.slice(1);
        }
        if (string[string.length - 1] === ":") {
          string = string.slice(0, -1);
        }
        parts = (function() {
          const ref = string.split(":");
          const results = [];
          for (let i = 0; i < ref.length; i++) {
            results.push(ref[i].length > 4 ? NaN : parseInt(ref[i], 16));
          }
          return results;
        })();
        return {
          parts,
          zoneId
        };
      }
      function matchCIDR(first, second, partSize, cidrBits) {
        if (first.length !== second.length) {
          throw new Error("ipaddr: cannot match CIDR for objects with different lengths");
        }
        let part = 0;
        let shift;
        while (cidrBits > 0) {
          shift = partSize - cidrBits;
          if (shift < 0) {
            shift = 0;
          }
          if (first[part] >> shift !== second[part] >> shift) {
            return false;
          }
          cidrBits -= partSize;
          part += 1;
        }
        return true;
      }
      function parseIntAuto(string) {
        if (hexRegex.test(string)) {
          return parseInt(string, 16);
        }
        if (string[0] === "0" && !isNaN(parseInt(string[1], 10))) {
          if (octalRegex.test(string)) {
            return parseInt(string, 8);
          }
          throw new Error(`ipaddr: cannot parse ${string} as octal`);
        }
        return parseInt(string, 10);
      }
      function padPart(part, length) {
        while (part.length < length) {
          part = `0${part}`;
        }
        return part;
      }
      const ipaddr = {};
      ipaddr.IPv4 = (function() {
        function IPv4(octets) {
          if (octets.length !== 4) {
            throw new Error("ipaddr: ipv4 octet count should be 4");
          }
          let i, octet;
          for (i = 0; i < octets.length; i++) {
            octet = octets[i];
            if (!(0 <= octet && octet <= 255)) {
              throw new Error("ipaddr: ipv4 octet should fit in 8 bits");
            }
          }
          this.octets = octets;
        }
        IPv4.prototype.SpecialRanges = {
          unspecified: [[new IPv4([0, 0, 0, 0]), 8]],
          broadcast: [[new IPv4([255, 255, 255, 255]), 32]],
          // RFC3171
          multicast: [[new IPv4([224, 0, 0, 0]), 4]],
          // RFC3927
          linkLocal: [[new IPv4([169, 254, 0, 0]), 16]],
          // RFC5735
          loopback: [[new IPv4([127, 0, 0, 0]), 8]],
          // RFC6598
          carrierGradeNat: [[new IPv4([100, 64, 0, 0]), 10]],
          // RFC1918
          "private": [
            [new IPv4([10, 0, 0, 0]), 8],
            [new IPv4([172, 16, 0, 0]), 12],
            [new IPv4([192, 168, 0, 0]), 16]
          ],
          // Reserved and testing-only ranges; RFCs 5735, 5737, 2544, 1700
          reserved: [
            [new IPv4([192, 0, 0, 0]), 24],
            [new IPv4([192, 0, 2, 0]), 24],
            [new IPv4([192, 88, 99, 0]), 24],
            [new IPv4([198, 18, 0, 0]), 15],
            [new IPv4([198, 51, 100, 0]), 24],
            [new IPv4([203, 0, 113, 0]), 24],
            [new IPv4([240, 0, 0, 0]), 4]
          ],
          // RFC7534, RFC7535
          as112: [
            [new IPv4([192, 175, 48, 0]), 24],
            [new IPv4([192, 31, 196, 0]), 24]
          ],
          // RFC7450
          amt: [
            [new IPv4([192, 52, 193, 0]), 24]
          ]
        };
        IPv4.prototype.kind = function() {
          return "ipv4";
        };
        IPv4.prototype.match = function(other, cidrRange) {
          let ref;
          if (cidrRange === void 0) {
            ref = other;
            other = ref[0];
            cidrRange = ref[1];
          }
          if (other.kind() !== "ipv4") {
            throw new Error("ipaddr: cannot match ipv4 address with non-ipv4 one");
          }
          return matchCIDR(this.octets, other.octets, 8, cidrRange);
        };
        IPv4.prototype.prefixLengthFromSubnetMask = function() {
          let cidr = 0;
          let stop = false;
          const zerotable = {
            0: 8,
            128: 7,
            192: 6,
            224: 5,
            240: 4,
            248: 3,
            252: 2,
            254: 1,
            255: 0
          };
          let i, octet, zeros;
          for (i = 3; i >= 0; i -= 1) {
            octet = this.octets[i];
            if (octet in zerotable) {
              zeros = zerotable[octet];
              if (stop && zeros !== 0) {
                return null;
              }
              if (zeros !== 8) {
                stop = true;
              }
              cidr += zeros;
            } else {
              return null;
            }
          }
          return 32 - cidr;
        };
        IPv4.prototype.range = function() {
          return ipaddr.subnetMatch(this, this.SpecialRanges);
        };
        IPv4.prototype.toByteArray = function() {
          return this.octets.slice(0);
        };
        IPv4.prototype.toIPv4MappedAddress = function() {
          return ipaddr.IPv6.parse(`::ffff:${this.toString()}`);
        };
        IPv4.prototype.toNormalizedString = function() {
          return this.toString();
        };
        IPv4.prototype.toString = function() {
          return this.octets.join(".");
        };
        return IPv4;
      })();
      ipaddr.IPv4.broadcastAddressFromCIDR = function(string) {
        try {
          const cidr = this.parseCIDR(string);
          const ipInterfaceOctets = cidr[0].toByteArray();
          const subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          const octets = [];
          let i = 0;
          while (i < 4) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) | parseInt(subnetMaskOctets[i], 10) ^ 255);
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv4 CIDR format", { cause: e });
        }
      };
      ipaddr.IPv4.isIPv4 = function(string) {
        return this.parser(string) !== null;
      };
      ipaddr.IPv4.isValid = function(string) {
        try {
          new this(this.parser(string));
          return true;
        } catch {
          return false;
        }
      };
      ipaddr.IPv4.isValidCIDR = function(string) {
        try {
          this.parseCIDR(string);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr.IPv4.isValidFourPartDecimal = function(string) {
        if (ipaddr.IPv4.isValid(string) && string.match(/^(0|[1-9]\d*)(\.(0|[1-9]\d*)){3}$/)) {
          return true;
        } else {
          return false;
        }
      };
      ipaddr.IPv4.isValidCIDRFourPartDecimal = function(string) {
        const match = string.match(/^(.+)\/(\d+)$/);
        if (!ipaddr.IPv4.isValidCIDR(string) || !match) {
          return false;
        }
        return ipaddr.IPv4.isValidFourPartDecimal(match[1]);
      };
      ipaddr.IPv4.networkAddressFromCIDR = function(string) {
        let cidr, i, ipInterfaceOctets, octets, subnetMaskOctets;
        try {
          cidr = this.parseCIDR(string);
          ipInterfaceOctets = cidr[0].toByteArray();
          subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          octets = [];
          i = 0;
          while (i < 4) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) & parseInt(subnetMaskOctets[i], 10));
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv4 CIDR format", { cause: e });
        }
      };
      ipaddr.IPv4.parse = function(string) {
        const parts = this.parser(string);
        if (parts === null) {
          throw new Error("ipaddr: string is not formatted like an IPv4 Address");
        }
        return new this(parts);
      };
      ipaddr.IPv4.parseCIDR = function(string) {
        let match;
        if (match = string.match(/^(.+)\/(\d+)$/)) {
          const maskLength = parseInt(match[2]);
          if (maskLength >= 0 && maskLength <= 32) {
            const parsed = [this.parse(match[1]), maskLength];
            Object.defineProperty(parsed, "toString", {
              value: function() {
                return this.join("/");
              }
            });
            return parsed;
          }
        }
        throw new Error("ipaddr: string is not formatted like an IPv4 CIDR range");
      };
      ipaddr.IPv4.parser = function(string) {
        let match, part, value;
        if (match = string.match(ipv4Regexes.fourOctet)) {
          return (function() {
            const ref = match.slice(1, 6);
            const results = [];
            for (let i = 0; i < ref.length; i++) {
              part = ref[i];
              results.push(parseIntAuto(part));
            }
            return results;
          })();
        } else if (match = string.match(ipv4Regexes.longValue)) {
          value = parseIntAuto(match[1]);
          if (value > 4294967295 || value < 0) {
            throw new Error("ipaddr: address outside defined range");
          }
          return (function() {
            const results = [];
            let shift;
            for (shift = 0; shift <= 24; shift += 8) {
              results.push(value >> shift & 255);
            }
            return results;
          })().reverse();
        } else if (match = string.match(ipv4Regexes.twoOctet)) {
          return (function() {
            const ref = match.slice(1, 4);
            const results = [];
            value = parseIntAuto(ref[1]);
            if (value > 16777215 || value < 0) {
              throw new Error("ipaddr: address outside defined range");
            }
            results.push(parseIntAuto(ref[0]));
            results.push(value >> 16 & 255);
            results.push(value >> 8 & 255);
            results.push(value & 255);
            return results;
          })();
        } else if (match = string.match(ipv4Regexes.threeOctet)) {
          return (function() {
            const ref = match.slice(1, 5);
            const results = [];
            value = parseIntAuto(ref[2]);
            if (value > 65535 || value < 0) {
              throw new Error("ipaddr: address outside defined range");
            }
            results.push(parseIntAuto(ref[0]));
            results.push(parseIntAuto(ref[1]));
            results.push(value >> 8 & 255);
            results.push(value & 255);
            return results;
          })();
        } else {
          return null;
        }
      };
      ipaddr.IPv4.subnetMaskFromPrefixLength = function(prefix) {
        prefix = parseInt(prefix);
        if (Number.isNaN(prefix) || prefix < 0 || prefix > 32) {
          throw new Error("ipaddr: invalid IPv4 prefix length");
        }
        const octets = [0, 0, 0, 0];
        let j = 0;
        const filledOctetCount = Math.floor(prefix / 8);
        while (j < filledOctetCount) {
          octets[j] = 255;
          j++;
        }
        if (filledOctetCount < 4) {
          octets[filledOctetCount] = Math.pow(2, prefix % 8) - 1 << 8 - prefix % 8;
        }
        return new this(octets);
      };
      ipaddr.IPv6 = (function() {
        function IPv6(parts, zoneId) {
          let i, part;
          if (parts.length === 16) {
            this.parts = [];
            for (i = 0; i <= 14; i += 2) {
              this.parts.push(parts[i] << 8 | parts[i + 1]);
            }
          } else if (parts.length === 8) {
            this.parts = parts;
          } else {
            throw new Error("ipaddr: ipv6 part count should be 8 or 16");
          }
          for (i = 0; i < this.parts.length; i++) {
            part = this.parts[i];
            if (!(0 <= part && part <= 65535)) {
              throw new Error("ipaddr: ipv6 part should fit in 16 bits");
            }
          }
          if (zoneId) {
            this.zoneId = zoneId;
          }
        }
        IPv6.prototype.SpecialRanges = {
          // RFC4291, here and after
          unspecified: [new IPv6([0, 0, 0, 0, 0, 0, 0, 0]), 128],
          linkLocal: [new IPv6([65152, 0, 0, 0, 0, 0, 0, 0]), 10],
          multicast: [new IPv6([65280, 0, 0, 0, 0, 0, 0, 0]), 8],
          loopback: [new IPv6([0, 0, 0, 0, 0, 0, 0, 1]), 128],
          uniqueLocal: [new IPv6([64512, 0, 0, 0, 0, 0, 0, 0]), 7],
          ipv4Mapped: [new IPv6([0, 0, 0, 0, 0, 65535, 0, 0]), 96],
          // RFC3879
          deprecatedSiteLocal: [new IPv6([65216, 0, 0, 0, 0, 0, 0, 0]), 10],
          // RFC6666
          discard: [new IPv6([256, 0, 0, 0, 0, 0, 0, 0]), 64],
          // RFC6145
          rfc6145: [new IPv6([0, 0, 0, 0, 65535, 0, 0, 0]), 96],
          rfc6052: [
            // RFC6052
            [new IPv6([100, 65435, 0, 0, 0, 0, 0, 0]), 96],
            // RFC8215
            [new IPv6([100, 65435, 1, 0, 0, 0, 0, 0]), 48]
          ],
          // RFC3056
          "6to4": [new IPv6([8194, 0, 0, 0, 0, 0, 0, 0]), 16],
          // RFC6052, RFC6146
          teredo: [new IPv6([8193, 0, 0, 0, 0, 0, 0, 0]), 32],
          // RFC5180
          benchmarking: [new IPv6([8193, 2, 0, 0, 0, 0, 0, 0]), 48],
          // RFC7450
          amt: [new IPv6([8193, 3, 0, 0, 0, 0, 0, 0]), 32],
          as112v6: [
            // RFC7535
            [new IPv6([8193, 4, 274, 0, 0, 0, 0, 0]), 48],
            // RFC7534
            [new IPv6([9760, 79, 32768, 0, 0, 0, 0, 0]), 48]
          ],
          // RFC4843
          deprecatedOrchid: [new IPv6([8193, 16, 0, 0, 0, 0, 0, 0]), 28],
          // RFC7343
          orchid2: [new IPv6([8193, 32, 0, 0, 0, 0, 0, 0]), 28],
          // RFC9374
          droneRemoteIdProtocolEntityTags: [new IPv6([8193, 48, 0, 0, 0, 0, 0, 0]), 28],
          // RFC9602
          segmentRouting: [new IPv6([24320, 0, 0, 0, 0, 0, 0, 0]), 16],
          reserved: [
            // RFC3849
            [new IPv6([8193, 0, 0, 0, 0, 0, 0, 0]), 23],
            // RFC2928
            [new IPv6([8193, 3512, 0, 0, 0, 0, 0, 0]), 32],
            // RFC9637
            [new IPv6([16383, 0, 0, 0, 0, 0, 0, 0]), 20]
          ]
        };
        IPv6.prototype.isIPv4MappedAddress = function() {
          return this.range() === "ipv4Mapped";
        };
        IPv6.prototype.kind = function() {
          return "ipv6";
        };
        IPv6.prototype.match = function(other, cidrRange) {
          let ref;
          if (cidrRange === void 0) {
            ref = other;
            other = ref[0];
            cidrRange = ref[1];
          }
          if (other.kind() !== "ipv6") {
            throw new Error("ipaddr: cannot match ipv6 address with non-ipv6 one");
          }
          return matchCIDR(this.parts, other.parts, 16, cidrRange);
        };
        IPv6.prototype.prefixLengthFromSubnetMask = function() {
          let cidr = 0;
          let stop = false;
          const zerotable = {
            0: 16,
            32768: 15,
            49152: 14,
            57344: 13,
            61440: 12,
            63488: 11,
            64512: 10,
            65024: 9,
            65280: 8,
            65408: 7,
            65472: 6,
            65504: 5,
            65520: 4,
            65528: 3,
            65532: 2,
            65534: 1,
            65535: 0
          };
          let part, zeros;
          for (let i = 7; i >= 0; i -= 1) {
            part = this.parts[i];
            if (part in zerotable) {
              zeros = zerotable[part];
              if (stop && zeros !== 0) {
                return null;
              }
              if (zeros !== 16) {
                stop = true;
              }
              cidr += zeros;
            } else {
              return null;
            }
          }
          return 128 - cidr;
        };
        IPv6.prototype.range = function() {
          return ipaddr.subnetMatch(this, this.SpecialRanges);
        };
        IPv6.prototype.toByteArray = function() {
          let part;
          const bytes = [];
          const ref = this.parts;
          for (let i = 0; i < ref.length; i++) {
            part = ref[i];
            bytes.push(part >> 8);
            bytes.push(part & 255);
          }
          return bytes;
        };
        IPv6.prototype.toFixedLengthString = function() {
          const addr = (function() {
            const results = [];
            for (let i = 0; i < this.parts.length; i++) {
              results.push(padPart(this.parts[i].toString(16), 4));
            }
            return results;
          }).call(this).join(":");
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          return addr + suffix;
        };
        IPv6.prototype.toIPv4Address = function() {
          if (!this.isIPv4MappedAddress()) {
            throw new Error("ipaddr: trying to convert a generic ipv6 address to ipv4");
          }
          const ref = this.parts.slice(-2);
          const high = ref[0];
          const low = ref[1];
          return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
        };
        IPv6.prototype.toNormalizedString = function() {
          const addr = (function() {
            const results = [];
            for (let i = 0; i < this.parts.length; i++) {
              results.push(this.parts[i].toString(16));
            }
            return results;
          }).call(this).join(":");
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          return addr + suffix;
        };
        IPv6.prototype.toRFC5952String = function() {
          const regex = /((^|:)(0(:|$)){2,})/g;
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          const normalized = this.toNormalizedString();
          const string = normalized.slice(0, normalized.length - suffix.length);
          let bestMatchIndex = 0;
          let bestMatchLength = -1;
          let bestMatchGroups = -1;
          let match;
          while (match = regex.exec(string)) {
            const groups = (match[0].match(/0/g) || []).length;
            if (groups > bestMatchGroups) {
              bestMatchGroups = groups;
              bestMatchIndex = match.index;
              bestMatchLength = match[0].length;
            }
          }
          if (bestMatchLength < 0) {
            return string + suffix;
          }
          return `${string.substring(0, bestMatchIndex)}::${string.substring(bestMatchIndex + bestMatchLength)}${suffix}`;
        };
        IPv6.prototype.toString = function() {
          return this.toRFC5952String();
        };
        return IPv6;
      })();
      ipaddr.IPv6.broadcastAddressFromCIDR = function(string) {
        try {
          const cidr = this.parseCIDR(string);
          const ipInterfaceOctets = cidr[0].toByteArray();
          const subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          const octets = [];
          let i = 0;
          while (i < 16) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) | parseInt(subnetMaskOctets[i], 10) ^ 255);
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv6 CIDR format", { cause: e });
        }
      };
      ipaddr.IPv6.isIPv6 = function(string) {
        return this.parser(string) !== null;
      };
      ipaddr.IPv6.isValid = function(string) {
        if (typeof string === "string" && string.indexOf(":") === -1) {
          return false;
        }
        try {
          const addr = this.parser(string);
          new this(addr.parts, addr.zoneId);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr.IPv6.isValidCIDR = function(string) {
        if (typeof string === "string" && string.indexOf(":") === -1) {
          return false;
        }
        try {
          this.parseCIDR(string);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr.IPv6.networkAddressFromCIDR = function(string) {
        let cidr, i, ipInterfaceOctets, octets, subnetMaskOctets;
        try {
          cidr = this.parseCIDR(string);
          ipInterfaceOctets = cidr[0].toByteArray();
          subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          octets = [];
          i = 0;
          while (i < 16) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) & parseInt(subnetMaskOctets[i], 10));
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv6 CIDR format", { cause: e });
        }
      };
      ipaddr.IPv6.parse = function(string) {
        const addr = this.parser(string);
        if (addr === null) {
          throw new Error("ipaddr: string is not formatted like an IPv6 Address");
        }
        return new this(addr.parts, addr.zoneId);
      };
      ipaddr.IPv6.parseCIDR = function(string) {
        let maskLength, match, parsed;
        if (match = string.match(/^(.+)\/(\d+)$/)) {
          maskLength = parseInt(match[2]);
          if (maskLength >= 0 && maskLength <= 128) {
            parsed = [this.parse(match[1]), maskLength];
            Object.defineProperty(parsed, "toString", {
              value: function() {
                return this.join("/");
              }
            });
            return parsed;
          }
        }
        throw new Error("ipaddr: string is not formatted like an IPv6 CIDR range");
      };
      ipaddr.IPv6.parser = function(string) {
        let addr, i, match, octet, octets, zoneId;
        if (match = string.match(ipv6Regexes.deprecatedTransitional)) {
          return this.parser(`::ffff:${match[1]}`);
        }
        if (ipv6Regexes.native.test(string)) {
          return expandIPv6(string, 8);
        }
        if (match = string.match(ipv6Regexes.transitional)) {
          zoneId = match[6] || "";
          addr = match[1];
          if (!match[1].endsWith("::")) {
            addr = addr.slice(0, -1);
          }
          addr = expandIPv6(addr + zoneId, 6);
          if (addr && addr.parts) {
            octets = [
              parseInt(match[2]),
              parseInt(match[3]),
              parseInt(match[4]),
              parseInt(match[5])
            ];
            for (i = 0; i < octets.length; i++) {
              octet = octets[i];
              if (!(0 <= octet && octet <= 255)) {
                return null;
              }
            }
            addr.parts.push(octets[0] << 8 | octets[1]);
            addr.parts.push(octets[2] << 8 | octets[3]);
            return {
              parts: addr.parts,
              zoneId: addr.zoneId
            };
          }
        }
        return null;
      };
      ipaddr.IPv6.subnetMaskFromPrefixLength = function(prefix) {
        prefix = parseInt(prefix);
        if (Number.isNaN(prefix) || prefix < 0 || prefix > 128) {
          throw new Error("ipaddr: invalid IPv6 prefix length");
        }
        const octets = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        let j = 0;
        const filledOctetCount = Math.floor(prefix / 8);
        while (j < filledOctetCount) {
          octets[j] = 255;
          j++;
        }
        if (filledOctetCount < 16) {
          octets[filledOctetCount] = Math.pow(2, prefix % 8) - 1 << 8 - prefix % 8;
        }
        return new this(octets);
      };
      ipaddr.fromByteArray = function(bytes) {
        const length = bytes.length;
        if (length === 4) {
          return new ipaddr.IPv4(bytes);
        } else if (length === 16) {
          return new ipaddr.IPv6(bytes);
        } else {
          throw new Error("ipaddr: the binary input is neither an IPv6 nor IPv4 address");
        }
      };
      ipaddr.isValid = function(string) {
        return ipaddr.IPv6.isValid(string) || ipaddr.IPv4.isValid(string);
      };
      ipaddr.isValidCIDR = function(string) {
        return ipaddr.IPv6.isValidCIDR(string) || ipaddr.IPv4.isValidCIDR(string);
      };
      ipaddr.parse = function(string) {
        if (ipaddr.IPv6.isValid(string)) {
          return ipaddr.IPv6.parse(string);
        } else if (ipaddr.IPv4.isValid(string)) {
          return ipaddr.IPv4.parse(string);
        } else {
          throw new Error("ipaddr: the address has neither IPv6 nor IPv4 format");
        }
      };
      ipaddr.parseCIDR = function(string) {
        try {
          return ipaddr.IPv6.parseCIDR(string);
        } catch {
          try {
            return ipaddr.IPv4.parseCIDR(string);
          } catch (e) {
            throw new Error("ipaddr: the address has neither IPv6 nor IPv4 CIDR format", { cause: e });
          }
        }
      };
      ipaddr.process = function(string) {
        const addr = this.parse(string);
        if (addr.kind() === "ipv6" && addr.isIPv4MappedAddress()) {
          return addr.toIPv4Address();
        } else {
          return addr;
        }
      };
      ipaddr.subnetMatch = function(address, rangeList, defaultName) {
        let i, rangeName, rangeSubnets, subnet;
        if (defaultName === void 0 || defaultName === null) {
          defaultName = "unicast";
        }
        for (rangeName in rangeList) {
          if (Object.prototype.hasOwnProperty.call(rangeList, rangeName)) {
            rangeSubnets = rangeList[rangeName];
            if (rangeSubnets[0] && !(rangeSubnets[0] instanceof Array)) {
              rangeSubnets = [rangeSubnets];
            }
            for (i = 0; i < rangeSubnets.length; i++) {
              subnet = rangeSubnets[i];
              if (address.kind() === subnet[0].kind() && address.match.apply(address, subnet)) {
                return rangeName;
              }
            }
          }
        }
        return defaultName;
      };
      if (typeof module2 !== "undefined" && module2.exports) {
        module2.exports = ipaddr;
      } else {
        root.ipaddr = ipaddr;
      }
    })(exports2);
  }
});

// node_modules/@fastify/proxy-addr/index.js
var require_proxy_addr = __commonJS({
  "node_modules/@fastify/proxy-addr/index.js"(exports2, module2) {
    "use strict";
    module2.exports = proxyaddr;
    module2.exports.default = proxyaddr;
    module2.exports.proxyaddr = proxyaddr;
    module2.exports.all = alladdrs;
    module2.exports.compile = compile;
    var forwarded = require_forwarded();
    var ipaddr = require_ipaddr();
    var DIGIT_REGEXP = /^\d+$/u;
    var isip = ipaddr.isValid;
    var parseip = ipaddr.parse;
    var IP_RANGES = {
      linklocal: ["169.254.0.0/16", "fe80::/10"],
      loopback: ["127.0.0.1/8", "::1/128"],
      uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"]
    };
    function alladdrs(req, trust) {
      const addrs = forwarded(req);
      if (!trust) {
        return addrs;
      }
      if (typeof trust !== "function") {
        trust = compile(trust);
      }
      for (let i = 0; i < addrs.length - 1; i++) {
        if (trust(addrs[i], i)) continue;
        addrs.length = i + 1;
      }
      return addrs;
    }
    function compile(val) {
      if (!val) {
        throw new TypeError("argument is required");
      }
      let trust;
      if (typeof val === "string") {
        trust = [val];
      } else if (Array.isArray(val)) {
        trust = val.slice();
      } else {
        throw new TypeError("unsupported trust argument");
      }
      for (let i = 0; i < trust.length; i++) {
        val = trust[i];
        if (!Object.hasOwn(IP_RANGES, val)) {
          continue;
        }
        val = IP_RANGES[val];
        trust.splice.apply(trust, [i, 1].concat(val));
        i += val.length - 1;
      }
      return compileTrust(compileRangeSubnets(trust));
    }
    function compileRangeSubnets(arr) {
      const rangeSubnets = new Array(arr.length);
      for (let i = 0; i < arr.length; i++) {
        rangeSubnets[i] = parseipNotation(arr[i]);
      }
      return rangeSubnets;
    }
    function compileTrust(rangeSubnets) {
      const len = rangeSubnets.length;
      return len === 0 ? trustNone : len === 1 ? trustSingle(rangeSubnets[0]) : trustMulti(rangeSubnets);
    }
    function parseipNotation(note) {
      const pos = note.lastIndexOf("/");
      const str = pos !== -1 ? note.substring(0, pos) : note;
      if (!isip(str)) {
        throw new TypeError("invalid IP address: " + str);
      }
      let ip = parseip(str);
      if (pos === -1 && ip.kind() === "ipv6" && ip.isIPv4MappedAddress()) {
        ip = ip.toIPv4Address();
      }
      const max = ip.kind() === "ipv6" ? 128 : 32;
      let range = pos !== -1 ? note.substring(pos + 1, note.length) : null;
      if (range === null) {
        range = max;
      } else if (DIGIT_REGEXP.test(range)) {
        range = parseInt(range, 10);
      } else if (ip.kind() === "ipv4" && isip(range)) {
        range = parseNetmask(range);
      } else {
        range = null;
      }
      if (range <= 0 || range > max) {
        throw new TypeError("invalid range on address: " + note);
      }
      return [ip, range];
    }
    function parseNetmask(netmask) {
      const ip = parseip(netmask);
      const kind = ip.kind();
      return kind === "ipv4" ? ip.prefixLengthFromSubnetMask() : null;
    }
    function proxyaddr(req, trust) {
      if (!req) {
        throw new TypeError("req argument is required");
      }
      if (!trust) {
        throw new TypeError("trust argument is required");
      }
      const addrs = alladdrs(req, trust);
      return addrs[addrs.length - 1];
    }
    function trustNone() {
      return false;
    }
    function trustMulti(subnets) {
      return function trust(addr) {
        if (!isip(addr)) return false;
        let ip = parseip(addr);
        if (ip.kind() === "ipv6" && ip.isIPv4MappedAddress()) {
          ip = ip.toIPv4Address();
        }
        let ipconv;
        const kind = ip.kind();
        for (let i = 0; i < subnets.length; i++) {
          const subnet = subnets[i];
          const subnetip = subnet[0];
          const subnetkind = subnetip.kind();
          const subnetrange = subnet[1];
          let trusted = ip;
          if (kind !== subnetkind) {
            const subnetisipv4 = subnetkind === "ipv4";
            if (subnetisipv4 && !ip.isIPv4MappedAddress()) {
              continue;
            }
            if (!subnetisipv4 && !(subnetrange >= 96 && subnetip.isIPv4MappedAddress())) {
              continue;
            }
            if (!ipconv) {
              ipconv = ip.toIPv4MappedAddress();
            }
            trusted = ipconv;
          } else if (kind === "ipv6" && subnetip.isIPv4MappedAddress()) {
            continue;
          }
          if (subnetip.zoneId && subnetip.zoneId !== trusted.zoneId) {
            continue;
          }
          if (trusted.match(subnetip, subnetrange)) {
            return true;
          }
        }
        return false;
      };
    }
    function trustSingle(subnet) {
      const subnetip = subnet[0];
      const subnetkind = subnetip.kind();
      const subnetisipv4 = subnetkind === "ipv4";
      const subnetrange = subnet[1];
      return function trust(addr) {
        if (!isip(addr)) return false;
        let ip = parseip(addr);
        if (ip.kind() === "ipv6" && ip.isIPv4MappedAddress()) {
          ip = ip.toIPv4Address();
        }
        const kind = ip.kind();
        if (kind !== subnetkind) {
          if (subnetisipv4 && !ip.isIPv4MappedAddress()) {
            return false;
          }
          if (!subnetisipv4 && !(subnetrange >= 96 && subnetip.isIPv4MappedAddress())) {
            return false;
          }
          ip = ip.toIPv4MappedAddress();
        } else if (kind === "ipv6" && subnetip.isIPv4MappedAddress()) {
          return false;
        }
        if (subnetip.zoneId && subnetip.zoneId !== ip.zoneId) {
          return false;
        }
        return ip.match(subnetip, subnetrange);
      };
    }
  }
});

// node_modules/fastify/lib/request.js
var require_request = __commonJS({
  "node_modules/fastify/lib/request.js"(exports2, module2) {
    "use strict";
    var proxyAddr = require_proxy_addr();
    var {
      kHasBeenDecorated,
      kSchemaBody,
      kSchemaHeaders,
      kSchemaParams,
      kSchemaQuerystring,
      kSchemaController,
      kOptions,
      kRequestCacheValidateFns,
      kRequestContentType,
      kRouteContext,
      kRequestOriginalUrl,
      kRequestSignal,
      kOnAbort
    } = require_symbols2();
    var { FST_ERR_REQ_INVALID_VALIDATION_INVOCATION, FST_ERR_DEC_UNDECLARED } = require_errors2();
    var decorators = require_decorate();
    var ContentType = require_content_type();
    var PORT_REGEX = /(?<port>:\d+)$/;
    var HTTP_PART_SYMBOL_MAP = {
      body: kSchemaBody,
      headers: kSchemaHeaders,
      params: kSchemaParams,
      querystring: kSchemaQuerystring,
      query: kSchemaQuerystring
    };
    function Request(id, params, req, query, log, context) {
      this.id = id;
      this[kRouteContext] = context;
      this.params = params;
      this.raw = req;
      this.query = query;
      this.log = log;
      this.body = void 0;
    }
    Request.props = [];
    Request.instanceProperties = /* @__PURE__ */ new Set(["id", "params", "raw", "query", "log", "body"]);
    function getTrustProxyFn(tp) {
      if (typeof tp === "function") {
        return tp;
      }
      if (tp === true) {
        return function() {
          return true;
        };
      }
      if (typeof tp === "number") {
        return function() {
          return false;
        };
      }
      if (typeof tp === "string") {
        const values = tp.split(",").map((it) => it.trim());
        return proxyAddr.compile(values);
      }
      return proxyAddr.compile(tp);
    }
    function buildRequest(R, trustProxy) {
      if (trustProxy) {
        return buildRequestWithTrustProxy(R, trustProxy);
      }
      return buildRegularRequest(R);
    }
    function buildRegularRequest(R) {
      const props = R.props.slice();
      function _Request(id, params, req, query, log, context) {
        this.id = id;
        this[kRouteContext] = context;
        this.params = params;
        this.raw = req;
        this.query = query;
        this.log = log;
        this.body = void 0;
        let prop;
        for (let i = 0; i < props.length; i++) {
          prop = props[i];
          this[prop.key] = prop.value;
        }
      }
      Object.setPrototypeOf(_Request.prototype, R.prototype);
      Object.setPrototypeOf(_Request, R);
      _Request.props = props;
      _Request.parent = R;
      return _Request;
    }
    function getLastEntryInMultiHeaderValue(headerValue) {
      const lastIndex = headerValue.lastIndexOf(",");
      return lastIndex === -1 ? headerValue.trim() : headerValue.slice(lastIndex + 1).trim();
    }
    function buildRequestWithTrustProxy(R, trustProxy) {
      const _Request = buildRegularRequest(R);
      const proxyFn = getTrustProxyFn(trustProxy);
      _Request[kHasBeenDecorated] = true;
      Object.defineProperties(_Request.prototype, {
        ip: {
          get() {
            const addrs = proxyAddr.all(this.raw, proxyFn);
            return addrs[addrs.length - 1];
          }
        },
        ips: {
          get() {
            return proxyAddr.all(this.raw, proxyFn);
          }
        },
        host: {
          get() {
            const socket = this.raw.socket;
            if (this.headers["x-forwarded-host"] && socket != null && proxyFn(socket.remoteAddress, 0)) {
              return getLastEntryInMultiHeaderValue(this.headers["x-forwarded-host"]);
            }
            return this.headers.host ?? this.headers[":authority"] ?? "";
          }
        },
        protocol: {
          get() {
            const socket = this.raw.socket;
            if (this.headers["x-forwarded-proto"] && socket != null && proxyFn(socket.remoteAddress, 0)) {
              return getLastEntryInMultiHeaderValue(this.headers["x-forwarded-proto"]);
            }
            if (this.socket) {
              return this.socket.encrypted ? "https" : "http";
            }
          }
        }
      });
      return _Request;
    }
    function assertsRequestDecoration(request, name) {
      if (!decorators.hasKey(request, name) && !decorators.exist(request, name)) {
        throw new FST_ERR_DEC_UNDECLARED(name, "request");
      }
    }
    Object.defineProperties(Request.prototype, {
      server: {
        get() {
          return this[kRouteContext].server;
        }
      },
      url: {
        get() {
          return this.raw.url;
        }
      },
      originalUrl: {
        get() {
          if (!this[kRequestOriginalUrl]) {
            this[kRequestOriginalUrl] = this.raw.originalUrl || this.raw.url;
          }
          return this[kRequestOriginalUrl];
        }
      },
      method: {
        get() {
          return this.raw.method;
        }
      },
      routeOptions: {
        get() {
          const context = this[kRouteContext];
          const routeLimit = context._parserOptions.limit;
          const serverLimit = context.server.initialConfig.bodyLimit;
          const version = context.server.hasConstraintStrategy("version") ? this.raw.headers["accept-version"] : void 0;
          const options = {
            method: context.config?.method,
            url: context.config?.url,
            bodyLimit: routeLimit || serverLimit,
            handlerTimeout: context.handlerTimeout,
            attachValidation: context.attachValidation,
            logLevel: context.logLevel,
            exposeHeadRoute: context.exposeHeadRoute,
            prefixTrailingSlash: context.prefixTrailingSlash,
            handler: context.handler,
            config: context.config,
            schema: context.schema,
            version
          };
          return options;
        }
      },
      is404: {
        get() {
          return this[kRouteContext].config?.url === void 0;
        }
      },
      socket: {
        get() {
          return this.raw.socket;
        }
      },
      signal: {
        get() {
          let ac = this[kRequestSignal];
          if (ac) return ac.signal;
          ac = new AbortController();
          this[kRequestSignal] = ac;
          const onAbort = () => {
            if (!ac.signal.aborted) ac.abort();
          };
          this.raw.on("close", onAbort);
          this[kOnAbort] = onAbort;
          return ac.signal;
        }
      },
      ip: {
        get() {
          if (this.socket) {
            return this.socket.remoteAddress;
          }
        }
      },
      host: {
        get() {
          return this.raw.headers.host ?? this.raw.headers[":authority"] ?? "";
        }
      },
      hostname: {
        get() {
          if (this.host[0] === "[") {
            return this.host.slice(0, this.host.indexOf("]") + 1);
          }
          return this.host.split(":", 1)[0];
        }
      },
      port: {
        get() {
          const matches = PORT_REGEX.exec(this.host);
          if (matches === null || matches[1] === void 0) {
            return null;
          }
          return parseInt(matches.groups.port.slice(1), 10);
        }
      },
      protocol: {
        get() {
          if (this.socket) {
            return this.socket.encrypted ? "https" : "http";
          }
        }
      },
      headers: {
        get() {
          if (this.additionalHeaders) {
            return Object.assign({}, this.raw.headers, this.additionalHeaders);
          }
          return this.raw.headers;
        },
        set(headers) {
          this.additionalHeaders = headers;
        }
      },
      mediaType: {
        get() {
          if (!this[kRequestContentType] && this.headers["content-type"] !== void 0) {
            this[kRequestContentType] = ContentType.from(this.headers["content-type"]);
          }
          return this[kRequestContentType]?.mediaType;
        }
      },
      getValidationFunction: {
        value: function(httpPartOrSchema) {
          if (typeof httpPartOrSchema === "string") {
            const symbol = HTTP_PART_SYMBOL_MAP[httpPartOrSchema];
            return this[kRouteContext][symbol];
          } else if (typeof httpPartOrSchema === "object") {
            return this[kRouteContext][kRequestCacheValidateFns]?.get(httpPartOrSchema);
          }
        }
      },
      compileValidationSchema: {
        value: function(schema, httpPart = null) {
          const { method, url } = this;
          if (this[kRouteContext][kRequestCacheValidateFns]?.has(schema)) {
            return this[kRouteContext][kRequestCacheValidateFns].get(schema);
          }
          const validatorCompiler = this[kRouteContext].validatorCompiler || this.server[kSchemaController].validatorCompiler || // We compile the schemas if no custom validatorCompiler is provided
          // nor set
          (this.server[kSchemaController].setupValidator(this.server[kOptions]) || this.server[kSchemaController].validatorCompiler);
          const validateFn = validatorCompiler({
            schema,
            method,
            url,
            httpPart
          });
          if (this[kRouteContext][kRequestCacheValidateFns] == null) {
            this[kRouteContext][kRequestCacheValidateFns] = /* @__PURE__ */ new WeakMap();
          }
          this[kRouteContext][kRequestCacheValidateFns].set(schema, validateFn);
          return validateFn;
        }
      },
      validateInput: {
        value: function(input, schema, httpPart) {
          httpPart = typeof schema === "string" ? schema : httpPart;
          const symbol = httpPart != null && typeof httpPart === "string" && HTTP_PART_SYMBOL_MAP[httpPart];
          let validate;
          if (symbol) {
            validate = this[kRouteContext][symbol];
          }
          if (validate == null && (schema == null || typeof schema !== "object" || Array.isArray(schema))) {
            throw new FST_ERR_REQ_INVALID_VALIDATION_INVOCATION(httpPart);
          }
          if (validate == null) {
            if (this[kRouteContext][kRequestCacheValidateFns]?.has(schema)) {
              validate = this[kRouteContext][kRequestCacheValidateFns].get(schema);
            } else {
              validate = this.compileValidationSchema(schema, httpPart);
            }
          }
          return validate(input);
        }
      },
      getDecorator: {
        value: function(name) {
          assertsRequestDecoration(this, name);
          const decorator = this[name];
          if (typeof decorator === "function") {
            return decorator.bind(this);
          }
          return decorator;
        }
      },
      setDecorator: {
        value: function(name, value) {
          assertsRequestDecoration(this, name);
          this[name] = value;
        }
      }
    });
    module2.exports = Request;
    module2.exports.buildRequest = buildRequest;
  }
});

// node_modules/fastify/lib/context.js
var require_context = __commonJS({
  "node_modules/fastify/lib/context.js"(exports2, module2) {
    "use strict";
    var {
      kFourOhFourContext,
      kReplySerializerDefault,
      kSchemaErrorFormatter,
      kErrorHandler,
      kChildLoggerFactory,
      kReply,
      kRequest,
      kBodyLimit,
      kLogLevel,
      kContentTypeParser,
      kRouteByFastify,
      kRequestCacheValidateFns,
      kReplyCacheSerializeFns,
      kHandlerTimeout
    } = require_symbols2();
    function Context({
      schema,
      handler,
      config,
      childLoggerFactory,
      errorHandler,
      bodyLimit,
      logLevel,
      logSerializers,
      attachValidation,
      validatorCompiler,
      serializerCompiler,
      replySerializer,
      schemaErrorFormatter,
      exposeHeadRoute,
      prefixTrailingSlash,
      server,
      isFastify,
      handlerTimeout
    }) {
      this.schema = schema;
      this.handler = handler;
      this.Reply = server[kReply];
      this.Request = server[kRequest];
      this.contentTypeParser = server[kContentTypeParser];
      this.onRequest = null;
      this.onSend = null;
      this.onError = null;
      this.onTimeout = null;
      this.preHandler = null;
      this.onResponse = null;
      this.preSerialization = null;
      this.onRequestAbort = null;
      this.config = config;
      this.errorHandler = errorHandler || server[kErrorHandler];
      this.childLoggerFactory = childLoggerFactory || server[kChildLoggerFactory];
      this._middie = null;
      this._parserOptions = {
        limit: bodyLimit || server[kBodyLimit]
      };
      this.exposeHeadRoute = exposeHeadRoute;
      this.prefixTrailingSlash = prefixTrailingSlash;
      this.logLevel = logLevel || server[kLogLevel];
      this.logSerializers = logSerializers;
      this[kFourOhFourContext] = null;
      this.attachValidation = attachValidation;
      this[kReplySerializerDefault] = replySerializer;
      this.schemaErrorFormatter = schemaErrorFormatter || server[kSchemaErrorFormatter] || defaultSchemaErrorFormatter;
      this[kRouteByFastify] = isFastify;
      this[kRequestCacheValidateFns] = null;
      this[kReplyCacheSerializeFns] = null;
      this.validatorCompiler = validatorCompiler || null;
      this.serializerCompiler = serializerCompiler || null;
      this.handlerTimeout = handlerTimeout || server[kHandlerTimeout] || 0;
      this.server = server;
    }
    function defaultSchemaErrorFormatter(errors, dataVar) {
      let text = "";
      const separator = ", ";
      for (let i = 0; i !== errors.length; ++i) {
        const e = errors[i];
        text += dataVar + (e.instancePath || "") + " " + e.message + separator;
      }
      return new Error(text.slice(0, -separator.length));
    }
    module2.exports = Context;
  }
});

// node_modules/secure-json-parse/index.js
var require_secure_json_parse = __commonJS({
  "node_modules/secure-json-parse/index.js"(exports2, module2) {
    "use strict";
    var hasBuffer = typeof Buffer !== "undefined";
    var suspectProtoRx = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
    var suspectConstructorRx = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;
    function _parse(text, reviver, options) {
      if (options == null) {
        if (reviver !== null && typeof reviver === "object") {
          options = reviver;
          reviver = void 0;
        }
      }
      if (hasBuffer && Buffer.isBuffer(text)) {
        text = text.toString();
      }
      if (text && text.charCodeAt(0) === 65279) {
        text = text.slice(1);
      }
      const obj = JSON.parse(text, reviver);
      if (obj === null || typeof obj !== "object") {
        return obj;
      }
      const protoAction = options && options.protoAction || "error";
      const constructorAction = options && options.constructorAction || "error";
      if (protoAction === "ignore" && constructorAction === "ignore") {
        return obj;
      }
      if (protoAction !== "ignore" && constructorAction !== "ignore") {
        if (suspectProtoRx.test(text) === false && suspectConstructorRx.test(text) === false) {
          return obj;
        }
      } else if (protoAction !== "ignore" && constructorAction === "ignore") {
        if (suspectProtoRx.test(text) === false) {
          return obj;
        }
      } else {
        if (suspectConstructorRx.test(text) === false) {
          return obj;
        }
      }
      return filter(obj, { protoAction, constructorAction, safe: options && options.safe });
    }
    function filter(obj, { protoAction = "error", constructorAction = "error", safe } = {}) {
      let next = [obj];
      while (next.length) {
        const nodes = next;
        next = [];
        for (const node of nodes) {
          if (protoAction !== "ignore" && Object.prototype.hasOwnProperty.call(node, "__proto__")) {
            if (safe === true) {
              return null;
            } else if (protoAction === "error") {
              throw new SyntaxError("Object contains forbidden prototype property");
            }
            delete node.__proto__;
          }
          if (constructorAction !== "ignore" && Object.prototype.hasOwnProperty.call(node, "constructor") && node.constructor !== null && typeof node.constructor === "object" && Object.prototype.hasOwnProperty.call(node.constructor, "prototype")) {
            if (safe === true) {
              return null;
            } else if (constructorAction === "error") {
              throw new SyntaxError("Object contains forbidden prototype property");
            }
            delete node.constructor;
          }
          for (const key in node) {
            const value = node[key];
            if (value && typeof value === "object") {
              next.push(value);
            }
          }
        }
      }
      return obj;
    }
    function parse(text, reviver, options) {
      const { stackTraceLimit } = Error;
      Error.stackTraceLimit = 0;
      try {
        return _parse(text, reviver, options);
      } finally {
        Error.stackTraceLimit = stackTraceLimit;
      }
    }
    function safeParse(text, reviver) {
      const { stackTraceLimit } = Error;
      Error.stackTraceLimit = 0;
      let result;
      try {
        result = _parse(text, reviver, { safe: true });
      } catch {
        result = void 0;
      } finally {
        Error.stackTraceLimit = stackTraceLimit;
      }
      return result;
    }
    module2.exports = parse;
    module2.exports.default = parse;
    module2.exports.parse = parse;
    module2.exports.safeParse = safeParse;
    module2.exports.scan = filter;
  }
});

// node_modules/fastify/lib/content-type-parser.js
var require_content_type_parser = __commonJS({
  "node_modules/fastify/lib/content-type-parser.js"(exports2, module2) {
    "use strict";
    var { AsyncResource } = require("node:async_hooks");
    var { FifoMap: Fifo } = require_toad_cache();
    var { parse: secureJsonParse } = require_secure_json_parse();
    var ContentType = require_content_type();
    var {
      kDefaultJsonParse,
      kContentTypeParser,
      kBodyLimit,
      kRequestPayloadStream,
      kState,
      kTestInternals,
      kReplyIsError,
      kRouteContext
    } = require_symbols2();
    var {
      FST_ERR_CTP_INVALID_TYPE,
      FST_ERR_CTP_EMPTY_TYPE,
      FST_ERR_CTP_ALREADY_PRESENT,
      FST_ERR_CTP_INVALID_HANDLER,
      FST_ERR_CTP_INVALID_PARSE_TYPE,
      FST_ERR_CTP_BODY_TOO_LARGE,
      FST_ERR_CTP_INVALID_MEDIA_TYPE,
      FST_ERR_CTP_INVALID_CONTENT_LENGTH,
      FST_ERR_CTP_EMPTY_JSON_BODY,
      FST_ERR_CTP_INSTANCE_ALREADY_STARTED,
      FST_ERR_CTP_INVALID_JSON_BODY
    } = require_errors2();
    var { FSTSEC001 } = require_warnings();
    function ContentTypeParser(bodyLimit, onProtoPoisoning, onConstructorPoisoning) {
      this[kDefaultJsonParse] = getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
      this.customParsers = /* @__PURE__ */ new Map();
      this.customParsers.set("application/json", new Parser(true, false, bodyLimit, this[kDefaultJsonParse]));
      this.customParsers.set("text/plain", new Parser(true, false, bodyLimit, defaultPlainTextParser));
      this.parserList = ["application/json", "text/plain"];
      this.parserRegExpList = [];
      this.cache = new Fifo(100);
    }
    ContentTypeParser.prototype.add = function(contentType, opts, parserFn) {
      const contentTypeIsString = typeof contentType === "string";
      if (contentTypeIsString) {
        contentType = contentType.trim().toLowerCase();
        if (contentType.length === 0) throw new FST_ERR_CTP_EMPTY_TYPE();
      } else if (!(contentType instanceof RegExp)) {
        throw new FST_ERR_CTP_INVALID_TYPE();
      }
      if (typeof parserFn !== "function") {
        throw new FST_ERR_CTP_INVALID_HANDLER();
      }
      if (this.existingParser(contentType)) {
        throw new FST_ERR_CTP_ALREADY_PRESENT(contentType);
      }
      if (opts.parseAs !== void 0) {
        if (opts.parseAs !== "string" && opts.parseAs !== "buffer") {
          throw new FST_ERR_CTP_INVALID_PARSE_TYPE(opts.parseAs);
        }
      }
      const parser = new Parser(
        opts.parseAs === "string",
        opts.parseAs === "buffer",
        opts.bodyLimit,
        parserFn
      );
      if (contentType === "*") {
        this.customParsers.set("", parser);
      } else {
        if (contentTypeIsString) {
          const ct = new ContentType(contentType);
          if (ct.isValid === false) {
            throw new FST_ERR_CTP_INVALID_TYPE();
          }
          const normalizedContentType = ct.toString();
          this.parserList.unshift(normalizedContentType);
          this.customParsers.set(normalizedContentType, parser);
        } else {
          validateRegExp(contentType);
          this.parserRegExpList.unshift(contentType);
          this.customParsers.set(contentType.toString(), parser);
        }
      }
    };
    ContentTypeParser.prototype.hasParser = function(contentType) {
      if (typeof contentType === "string") {
        contentType = new ContentType(contentType).toString();
      } else {
        if (!(contentType instanceof RegExp)) throw new FST_ERR_CTP_INVALID_TYPE();
        contentType = contentType.toString();
      }
      return this.customParsers.has(contentType);
    };
    ContentTypeParser.prototype.existingParser = function(contentType) {
      if (typeof contentType === "string") {
        const ct = new ContentType(contentType).toString();
        if (contentType === "application/json" && this.customParsers.has(contentType)) {
          return this.customParsers.get(ct).fn !== this[kDefaultJsonParse];
        }
        if (contentType === "text/plain" && this.customParsers.has(contentType)) {
          return this.customParsers.get(ct).fn !== defaultPlainTextParser;
        }
      }
      return this.hasParser(contentType);
    };
    ContentTypeParser.prototype.getParser = function(contentType) {
      if (typeof contentType === "string") {
        const cached = this.cache.get(contentType);
        if (cached !== void 0) return cached;
        contentType = new ContentType(contentType);
      }
      const ct = contentType.toString();
      let parser = this.cache.get(ct);
      if (parser !== void 0) return parser;
      parser = this.customParsers.get(ct);
      if (parser !== void 0) {
        this.cache.set(ct, parser);
        return parser;
      }
      parser = this.customParsers.get(contentType.mediaType);
      if (parser !== void 0) {
        this.cache.set(ct, parser);
        return parser;
      }
      for (let j = 0; j !== this.parserRegExpList.length; ++j) {
        const parserRegExp = this.parserRegExpList[j];
        parserRegExp.lastIndex = 0;
        if (parserRegExp.test(ct)) {
          parser = this.customParsers.get(parserRegExp.toString());
          this.cache.set(ct, parser);
          return parser;
        }
      }
      return this.customParsers.get("");
    };
    ContentTypeParser.prototype.removeAll = function() {
      this.customParsers = /* @__PURE__ */ new Map();
      this.parserRegExpList = [];
      this.parserList = [];
      this.cache = new Fifo(100);
    };
    ContentTypeParser.prototype.remove = function(contentType) {
      let parsers;
      if (typeof contentType === "string") {
        contentType = new ContentType(contentType).toString();
        parsers = this.parserList;
      } else {
        if (!(contentType instanceof RegExp)) throw new FST_ERR_CTP_INVALID_TYPE();
        contentType = contentType.toString();
        parsers = this.parserRegExpList;
      }
      const removed = this.customParsers.delete(contentType);
      const idx = parsers.findIndex((ct) => ct.toString() === contentType);
      if (idx > -1) {
        parsers.splice(idx, 1);
      }
      return removed || idx > -1;
    };
    ContentTypeParser.prototype.run = function(contentType, handler, request, reply) {
      const parser = this.getParser(contentType);
      if (parser === void 0) {
        if (request.is404 === true) {
          handler(request, reply);
          return;
        }
        reply[kReplyIsError] = true;
        reply.send(new FST_ERR_CTP_INVALID_MEDIA_TYPE());
        return;
      }
      const resource = new AsyncResource("content-type-parser:run", request);
      function done(error, body) {
        resource.runInAsyncScope(onDone, void 0, error, body);
      }
      if (parser.asString === true || parser.asBuffer === true) {
        rawBody(
          request,
          reply,
          reply[kRouteContext]._parserOptions,
          parser,
          done
        );
        return;
      }
      let result;
      try {
        result = parser.fn(request, request[kRequestPayloadStream], done);
      } catch (error) {
        done(error, void 0);
        return;
      }
      if (result && typeof result.then === "function") {
        result.then((body) => {
          done(null, body);
        }, done);
      }
      function onDone(error, body) {
        resource.emitDestroy();
        if (error != null) {
          reply.header("connection", "close");
          reply[kReplyIsError] = true;
          reply.send(error);
          return;
        }
        request.body = body;
        handler(request, reply);
      }
    };
    function rawBody(request, reply, options, parser, done) {
      const asString = parser.asString === true;
      const limit = options.limit === null ? parser.bodyLimit : options.limit;
      const contentLength = Number(request.headers["content-length"]);
      if (contentLength > limit) {
        done(new FST_ERR_CTP_BODY_TOO_LARGE(), void 0);
        return;
      }
      let receivedLength = 0;
      const chunks = [];
      const payload = request[kRequestPayloadStream] || request.raw;
      payload.on("data", onData);
      payload.on("end", onEnd);
      payload.on("error", onEnd);
      payload.resume();
      function onData(chunk) {
        if (typeof chunk === "string") {
          chunk = Buffer.from(chunk);
        }
        receivedLength += chunk.length;
        const { receivedEncodedLength = 0 } = payload;
        if (receivedLength > limit || receivedEncodedLength > limit) {
          payload.removeListener("data", onData);
          payload.removeListener("end", onEnd);
          payload.removeListener("error", onEnd);
          done(new FST_ERR_CTP_BODY_TOO_LARGE(), void 0);
          return;
        }
        chunks.push(chunk);
      }
      function onEnd(err) {
        payload.removeListener("data", onData);
        payload.removeListener("end", onEnd);
        payload.removeListener("error", onEnd);
        if (err != null) {
          if (!(typeof err.statusCode === "number" && err.statusCode >= 400)) {
            err.statusCode = 400;
          }
          done(err, void 0);
          return;
        }
        if (!Number.isNaN(contentLength) && (payload.receivedEncodedLength || receivedLength) !== contentLength) {
          done(new FST_ERR_CTP_INVALID_CONTENT_LENGTH(), void 0);
          return;
        }
        let body;
        if (asString) {
          body = chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks, receivedLength).toString("utf8");
        } else {
          body = Buffer.concat(chunks, receivedLength);
        }
        let result;
        try {
          result = parser.fn(request, body, done);
        } catch (error) {
          done(error, void 0);
          return;
        }
        if (result && typeof result.then === "function") {
          result.then((body2) => {
            done(null, body2);
          }, done);
        }
      }
    }
    function getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning) {
      const parseOptions = { protoAction: onProtoPoisoning, constructorAction: onConstructorPoisoning };
      return defaultJsonParser;
      function defaultJsonParser(req, body, done) {
        if (body.length === 0) {
          done(new FST_ERR_CTP_EMPTY_JSON_BODY(), void 0);
          return;
        }
        try {
          done(null, secureJsonParse(body, parseOptions));
        } catch {
          done(new FST_ERR_CTP_INVALID_JSON_BODY(), void 0);
        }
      }
    }
    function defaultPlainTextParser(req, body, done) {
      done(null, body);
    }
    function Parser(asString, asBuffer, bodyLimit, fn) {
      this.asString = asString;
      this.asBuffer = asBuffer;
      this.bodyLimit = bodyLimit;
      this.fn = fn;
    }
    function buildContentTypeParser(c) {
      const contentTypeParser = new ContentTypeParser();
      contentTypeParser[kDefaultJsonParse] = c[kDefaultJsonParse];
      contentTypeParser.customParsers = new Map(c.customParsers.entries());
      contentTypeParser.parserList = c.parserList.slice();
      contentTypeParser.parserRegExpList = c.parserRegExpList.slice();
      return contentTypeParser;
    }
    function addContentTypeParser(contentType, opts, parser) {
      if (this[kState].started) {
        throw new FST_ERR_CTP_INSTANCE_ALREADY_STARTED("addContentTypeParser");
      }
      if (typeof opts === "function") {
        parser = opts;
        opts = {};
      }
      if (!opts) opts = {};
      if (!opts.bodyLimit) opts.bodyLimit = this[kBodyLimit];
      if (Array.isArray(contentType)) {
        contentType.forEach((type) => this[kContentTypeParser].add(type, opts, parser));
      } else {
        this[kContentTypeParser].add(contentType, opts, parser);
      }
      return this;
    }
    function hasContentTypeParser(contentType) {
      return this[kContentTypeParser].hasParser(contentType);
    }
    function removeContentTypeParser(contentType) {
      if (this[kState].started) {
        throw new FST_ERR_CTP_INSTANCE_ALREADY_STARTED("removeContentTypeParser");
      }
      if (Array.isArray(contentType)) {
        for (const type of contentType) {
          this[kContentTypeParser].remove(type);
        }
      } else {
        this[kContentTypeParser].remove(contentType);
      }
    }
    function removeAllContentTypeParsers() {
      if (this[kState].started) {
        throw new FST_ERR_CTP_INSTANCE_ALREADY_STARTED("removeAllContentTypeParsers");
      }
      this[kContentTypeParser].removeAll();
    }
    function validateRegExp(regexp) {
      if (regexp.source[0] !== "^" && regexp.source.includes(";?") === false) {
        FSTSEC001(regexp.source);
      }
    }
    module2.exports = ContentTypeParser;
    module2.exports.helpers = {
      buildContentTypeParser,
      addContentTypeParser,
      hasContentTypeParser,
      removeContentTypeParser,
      removeAllContentTypeParsers
    };
    module2.exports.defaultParsers = {
      getDefaultJsonParser,
      defaultTextParser: defaultPlainTextParser
    };
    module2.exports[kTestInternals] = { rawBody };
  }
});

// node_modules/fastify/lib/schema-controller.js
var require_schema_controller = __commonJS({
  "node_modules/fastify/lib/schema-controller.js"(exports2, module2) {
    "use strict";
    var { buildSchemas } = require_schemas();
    function buildSchemaController(parentSchemaCtrl, opts) {
      if (parentSchemaCtrl) {
        return new SchemaController(parentSchemaCtrl, opts);
      }
      const compilersFactory = Object.assign({
        buildValidator: null,
        buildSerializer: null
      }, opts?.compilersFactory);
      if (!compilersFactory.buildValidator) {
        const ValidatorSelector = require("@fastify/ajv-compiler");
        compilersFactory.buildValidator = ValidatorSelector();
      }
      if (!compilersFactory.buildSerializer) {
        const SerializerSelector = require("@fastify/fast-json-stringify-compiler");
        compilersFactory.buildSerializer = SerializerSelector();
      }
      const option = {
        bucket: opts && opts.bucket || buildSchemas,
        compilersFactory,
        isCustomValidatorCompiler: typeof opts?.compilersFactory?.buildValidator === "function",
        isCustomSerializerCompiler: typeof opts?.compilersFactory?.buildSerializer === "function"
      };
      return new SchemaController(void 0, option);
    }
    var SchemaController = class {
      constructor(parent, options) {
        this.opts = options || parent?.opts;
        this.addedSchemas = false;
        this.compilersFactory = this.opts.compilersFactory;
        if (parent) {
          this.schemaBucket = this.opts.bucket(parent.getSchemas());
          this.validatorCompiler = parent.getValidatorCompiler();
          this.serializerCompiler = parent.getSerializerCompiler();
          this.isCustomValidatorCompiler = parent.isCustomValidatorCompiler;
          this.isCustomSerializerCompiler = parent.isCustomSerializerCompiler;
          this.parent = parent;
        } else {
          this.schemaBucket = this.opts.bucket();
          this.isCustomValidatorCompiler = this.opts.isCustomValidatorCompiler || false;
          this.isCustomSerializerCompiler = this.opts.isCustomSerializerCompiler || false;
        }
      }
      // Bucket interface
      add(schema) {
        this.addedSchemas = true;
        return this.schemaBucket.add(schema);
      }
      getSchema(schemaId) {
        return this.schemaBucket.getSchema(schemaId);
      }
      getSchemas() {
        return this.schemaBucket.getSchemas();
      }
      setValidatorCompiler(validatorCompiler) {
        this.compilersFactory = Object.assign(
          {},
          this.compilersFactory,
          { buildValidator: () => validatorCompiler }
        );
        this.validatorCompiler = validatorCompiler;
        this.isCustomValidatorCompiler = true;
      }
      setSerializerCompiler(serializerCompiler) {
        this.compilersFactory = Object.assign(
          {},
          this.compilersFactory,
          { buildSerializer: () => serializerCompiler }
        );
        this.serializerCompiler = serializerCompiler;
        this.isCustomSerializerCompiler = true;
      }
      getValidatorCompiler() {
        return this.validatorCompiler || this.parent && this.parent.getValidatorCompiler();
      }
      getSerializerCompiler() {
        return this.serializerCompiler || this.parent && this.parent.getSerializerCompiler();
      }
      getSerializerBuilder() {
        return this.compilersFactory.buildSerializer || this.parent && this.parent.getSerializerBuilder();
      }
      getValidatorBuilder() {
        return this.compilersFactory.buildValidator || this.parent && this.parent.getValidatorBuilder();
      }
      /**
       * This method will be called when a validator must be setup.
       * Do not setup the compiler more than once
       * @param {object} serverOptions the fastify server options
       */
      setupValidator(serverOptions) {
        const isReady = this.validatorCompiler !== void 0 && !this.addedSchemas;
        if (isReady) {
          return;
        }
        this.validatorCompiler = this.getValidatorBuilder()(this.schemaBucket.getSchemas(), serverOptions.ajv);
      }
      /**
       * This method will be called when a serializer must be setup.
       * Do not setup the compiler more than once
       * @param {object} serverOptions the fastify server options
       */
      setupSerializer(serverOptions) {
        const isReady = this.serializerCompiler !== void 0 && !this.addedSchemas;
        if (isReady) {
          return;
        }
        this.serializerCompiler = this.getSerializerBuilder()(this.schemaBucket.getSchemas(), serverOptions.serializerOpts);
      }
    };
    SchemaController.buildSchemaController = buildSchemaController;
    module2.exports = SchemaController;
  }
});

// node_modules/semver/internal/constants.js
var require_constants = __commonJS({
  "node_modules/semver/internal/constants.js"(exports2, module2) {
    "use strict";
    var SEMVER_SPEC_VERSION = "2.0.0";
    var MAX_LENGTH = 256;
    var MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER || /* istanbul ignore next */
    9007199254740991;
    var MAX_SAFE_COMPONENT_LENGTH = 16;
    var MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6;
    var WHITESPACE_CHARACTERS = [
      "	",
      "\n",
      "\v",
      "\f",
      "\r",
      " ",
      "\xA0",
      "\u1680",
      "\u2000",
      "\u2001",
      "\u2002",
      "\u2003",
      "\u2004",
      "\u2005",
      "\u2006",
      "\u2007",
      "\u2008",
      "\u2009",
      "\u200A",
      "\u2028",
      "\u2029",
      "\u202F",
      "\u205F",
      "\u3000",
      "\uFEFF"
    ];
    var RELEASE_TYPES = [
      "major",
      "premajor",
      "minor",
      "preminor",
      "patch",
      "prepatch",
      "prerelease"
    ];
    module2.exports = {
      MAX_LENGTH,
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_SAFE_INTEGER,
      WHITESPACE_CHARACTERS,
      RELEASE_TYPES,
      SEMVER_SPEC_VERSION,
      FLAG_INCLUDE_PRERELEASE: 1,
      FLAG_LOOSE: 2
    };
  }
});

// node_modules/semver/internal/debug.js
var require_debug2 = __commonJS({
  "node_modules/semver/internal/debug.js"(exports2, module2) {
    "use strict";
    var debug = typeof process === "object" && process.env && process.env.NODE_DEBUG && /\bsemver\b/i.test(process.env.NODE_DEBUG) ? (...args) => console.error("SEMVER", ...args) : () => {
    };
    module2.exports = debug;
  }
});

// node_modules/semver/internal/re.js
var require_re = __commonJS({
  "node_modules/semver/internal/re.js"(exports2, module2) {
    "use strict";
    var {
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_LENGTH
    } = require_constants();
    var debug = require_debug2();
    exports2 = module2.exports = {};
    var re = exports2.re = [];
    var safeRe = exports2.safeRe = [];
    var src = exports2.src = [];
    var safeSrc = exports2.safeSrc = [];
    var t = exports2.t = {};
    var R = 0;
    var LETTERDASHNUMBER = "[a-zA-Z0-9-]";
    var safeRegexReplacements = [
      ["\\s", 1],
      ["\\d", MAX_LENGTH],
      [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH]
    ];
    var makeSafeRegex = (value) => {
      for (const [token, max] of safeRegexReplacements) {
        value = value.split(`${token}*`).join(`${token}{0,${max}}`).split(`${token}+`).join(`${token}{1,${max}}`);
      }
      return value;
    };
    var createToken = (name, value, isGlobal) => {
      const safe = makeSafeRegex(value);
      const index = R++;
      debug(name, index, value);
      t[name] = index;
      src[index] = value;
      safeSrc[index] = safe;
      re[index] = new RegExp(value, isGlobal ? "g" : void 0);
      safeRe[index] = new RegExp(safe, isGlobal ? "g" : void 0);
    };
    createToken("NUMERICIDENTIFIER", "0|[1-9]\\d*");
    createToken("NUMERICIDENTIFIERLOOSE", "\\d+");
    createToken("NONNUMERICIDENTIFIER", `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`);
    createToken("MAINVERSION", `(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})`);
    createToken("MAINVERSIONLOOSE", `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASEIDENTIFIER", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIER]})`);
    createToken("PRERELEASEIDENTIFIERLOOSE", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASE", `(?:-(${src[t.PRERELEASEIDENTIFIER]}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`);
    createToken("PRERELEASELOOSE", `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`);
    createToken("BUILDIDENTIFIER", `${LETTERDASHNUMBER}+`);
    createToken("BUILD", `(?:\\+(${src[t.BUILDIDENTIFIER]}(?:\\.${src[t.BUILDIDENTIFIER]})*))`);
    createToken("FULLPLAIN", `v?${src[t.MAINVERSION]}${src[t.PRERELEASE]}?${src[t.BUILD]}?`);
    createToken("FULL", `^${src[t.FULLPLAIN]}$`);
    createToken("LOOSEPLAIN", `[v=\\s]*${src[t.MAINVERSIONLOOSE]}${src[t.PRERELEASELOOSE]}?${src[t.BUILD]}?`);
    createToken("LOOSE", `^${src[t.LOOSEPLAIN]}$`);
    createToken("GTLT", "((?:<|>)?=?)");
    createToken("XRANGEIDENTIFIERLOOSE", `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`);
    createToken("XRANGEIDENTIFIER", `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`);
    createToken("XRANGEPLAIN", `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:${src[t.PRERELEASE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGEPLAINLOOSE", `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:${src[t.PRERELEASELOOSE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`);
    createToken("XRANGELOOSE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COERCEPLAIN", `${"(^|[^\\d])(\\d{1,"}${MAX_SAFE_COMPONENT_LENGTH}})(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`);
    createToken("COERCE", `${src[t.COERCEPLAIN]}(?:$|[^\\d])`);
    createToken("COERCEFULL", src[t.COERCEPLAIN] + `(?:${src[t.PRERELEASE]})?(?:${src[t.BUILD]})?(?:$|[^\\d])`);
    createToken("COERCERTL", src[t.COERCE], true);
    createToken("COERCERTLFULL", src[t.COERCEFULL], true);
    createToken("LONETILDE", "(?:~>?)");
    createToken("TILDETRIM", `(\\s*)${src[t.LONETILDE]}\\s+`, true);
    exports2.tildeTrimReplace = "$1~";
    createToken("TILDE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`);
    createToken("TILDELOOSE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("LONECARET", "(?:\\^)");
    createToken("CARETTRIM", `(\\s*)${src[t.LONECARET]}\\s+`, true);
    exports2.caretTrimReplace = "$1^";
    createToken("CARET", `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`);
    createToken("CARETLOOSE", `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COMPARATORLOOSE", `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`);
    createToken("COMPARATOR", `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`);
    createToken("COMPARATORTRIM", `(\\s*)${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, true);
    exports2.comparatorTrimReplace = "$1$2$3";
    createToken("HYPHENRANGE", `^\\s*(${src[t.XRANGEPLAIN]})\\s+-\\s+(${src[t.XRANGEPLAIN]})\\s*$`);
    createToken("HYPHENRANGELOOSE", `^\\s*(${src[t.XRANGEPLAINLOOSE]})\\s+-\\s+(${src[t.XRANGEPLAINLOOSE]})\\s*$`);
    createToken("STAR", "(<|>)?=?\\s*\\*");
    createToken("GTE0", "^\\s*>=\\s*0\\.0\\.0\\s*$");
    createToken("GTE0PRE", "^\\s*>=\\s*0\\.0\\.0-0\\s*$");
  }
});

// node_modules/semver/internal/parse-options.js
var require_parse_options = __commonJS({
  "node_modules/semver/internal/parse-options.js"(exports2, module2) {
    "use strict";
    var looseOption = Object.freeze({ loose: true });
    var emptyOpts = Object.freeze({});
    var parseOptions = (options) => {
      if (!options) {
        return emptyOpts;
      }
      if (typeof options !== "object") {
        return looseOption;
      }
      return options;
    };
    module2.exports = parseOptions;
  }
});

// node_modules/semver/internal/identifiers.js
var require_identifiers = __commonJS({
  "node_modules/semver/internal/identifiers.js"(exports2, module2) {
    "use strict";
    var numeric = /^[0-9]+$/;
    var compareIdentifiers = (a, b) => {
      if (typeof a === "number" && typeof b === "number") {
        return a === b ? 0 : a < b ? -1 : 1;
      }
      const anum = numeric.test(a);
      const bnum = numeric.test(b);
      if (anum && bnum) {
        a = +a;
        b = +b;
      }
      return a === b ? 0 : anum && !bnum ? -1 : bnum && !anum ? 1 : a < b ? -1 : 1;
    };
    var rcompareIdentifiers = (a, b) => compareIdentifiers(b, a);
    module2.exports = {
      compareIdentifiers,
      rcompareIdentifiers
    };
  }
});

// node_modules/semver/classes/semver.js
var require_semver = __commonJS({
  "node_modules/semver/classes/semver.js"(exports2, module2) {
    "use strict";
    var debug = require_debug2();
    var { MAX_LENGTH, MAX_SAFE_INTEGER } = require_constants();
    var { safeRe: re, t } = require_re();
    var parseOptions = require_parse_options();
    var { compareIdentifiers } = require_identifiers();
    var isPrereleaseIdentifier = (prerelease, identifier) => {
      const identifiers = identifier.split(".");
      if (identifiers.length > prerelease.length) {
        return false;
      }
      for (let i = 0; i < identifiers.length; i++) {
        if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) {
          return false;
        }
      }
      return true;
    };
    var SemVer = class _SemVer {
      constructor(version, options) {
        options = parseOptions(options);
        if (version instanceof _SemVer) {
          if (version.loose === !!options.loose && version.includePrerelease === !!options.includePrerelease) {
            return version;
          } else {
            version = version.version;
          }
        } else if (typeof version !== "string") {
          throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`);
        }
        if (version.length > MAX_LENGTH) {
          throw new TypeError(
            `version is longer than ${MAX_LENGTH} characters`
          );
        }
        debug("SemVer", version, options);
        this.options = options;
        this.loose = !!options.loose;
        this.includePrerelease = !!options.includePrerelease;
        const m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL]);
        if (!m) {
          throw new TypeError(`Invalid Version: ${version}`);
        }
        this.raw = version;
        this.major = +m[1];
        this.minor = +m[2];
        this.patch = +m[3];
        if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
          throw new TypeError("Invalid major version");
        }
        if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
          throw new TypeError("Invalid minor version");
        }
        if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
          throw new TypeError("Invalid patch version");
        }
        if (!m[4]) {
          this.prerelease = [];
        } else {
          this.prerelease = m[4].split(".").map((id) => {
            if (/^[0-9]+$/.test(id)) {
              const num = +id;
              if (num >= 0 && num < MAX_SAFE_INTEGER) {
                return num;
              }
            }
            return id;
          });
        }
        this.build = m[5] ? m[5].split(".") : [];
        this.format();
      }
      format() {
        this.version = `${this.major}.${this.minor}.${this.patch}`;
        if (this.prerelease.length) {
          this.version += `-${this.prerelease.join(".")}`;
        }
        return this.version;
      }
      toString() {
        return this.version;
      }
      compare(other) {
        debug("SemVer.compare", this.version, this.options, other);
        if (!(other instanceof _SemVer)) {
          if (typeof other === "string" && other === this.version) {
            return 0;
          }
          other = new _SemVer(other, this.options);
        }
        if (other.version === this.version) {
          return 0;
        }
        return this.compareMain(other) || this.comparePre(other);
      }
      compareMain(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        if (this.major < other.major) {
          return -1;
        }
        if (this.major > other.major) {
          return 1;
        }
        if (this.minor < other.minor) {
          return -1;
        }
        if (this.minor > other.minor) {
          return 1;
        }
        if (this.patch < other.patch) {
          return -1;
        }
        if (this.patch > other.patch) {
          return 1;
        }
        return 0;
      }
      comparePre(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        if (this.prerelease.length && !other.prerelease.length) {
          return -1;
        } else if (!this.prerelease.length && other.prerelease.length) {
          return 1;
        } else if (!this.prerelease.length && !other.prerelease.length) {
          return 0;
        }
        let i = 0;
        do {
          const a = this.prerelease[i];
          const b = other.prerelease[i];
          debug("prerelease compare", i, a, b);
          if (a === void 0 && b === void 0) {
            return 0;
          } else if (b === void 0) {
            return 1;
          } else if (a === void 0) {
            return -1;
          } else if (a === b) {
            continue;
          } else {
            return compareIdentifiers(a, b);
          }
        } while (++i);
      }
      compareBuild(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        let i = 0;
        do {
          const a = this.build[i];
          const b = other.build[i];
          debug("build compare", i, a, b);
          if (a === void 0 && b === void 0) {
            return 0;
          } else if (b === void 0) {
            return 1;
          } else if (a === void 0) {
            return -1;
          } else if (a === b) {
            continue;
          } else {
            return compareIdentifiers(a, b);
          }
        } while (++i);
      }
      // preminor will bump the version up to the next minor release, and immediately
      // down to pre-release. premajor and prepatch work the same way.
      inc(release, identifier, identifierBase) {
        if (release.startsWith("pre")) {
          if (!identifier && identifierBase === false) {
            throw new Error("invalid increment argument: identifier is empty");
          }
          if (identifier) {
            const match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
            if (!match || match[1] !== identifier) {
              throw new Error(`invalid identifier: ${identifier}`);
            }
          }
        }
        switch (release) {
          case "premajor":
            this.prerelease.length = 0;
            this.patch = 0;
            this.minor = 0;
            this.major++;
            this.inc("pre", identifier, identifierBase);
            break;
          case "preminor":
            this.prerelease.length = 0;
            this.patch = 0;
            this.minor++;
            this.inc("pre", identifier, identifierBase);
            break;
          case "prepatch":
            this.prerelease.length = 0;
            this.inc("patch", identifier, identifierBase);
            this.inc("pre", identifier, identifierBase);
            break;
          // If the input is a non-prerelease version, this acts the same as
          // prepatch.
          case "prerelease":
            if (this.prerelease.length === 0) {
              this.inc("patch", identifier, identifierBase);
            }
            this.inc("pre", identifier, identifierBase);
            break;
          case "release":
            if (this.prerelease.length === 0) {
              throw new Error(`version ${this.raw} is not a prerelease`);
            }
            this.prerelease.length = 0;
            break;
          case "major":
            if (this.minor !== 0 || this.patch !== 0 || this.prerelease.length === 0) {
              this.major++;
            }
            this.minor = 0;
            this.patch = 0;
            this.prerelease = [];
            break;
          case "minor":
            if (this.patch !== 0 || this.prerelease.length === 0) {
              this.minor++;
            }
            this.patch = 0;
            this.prerelease = [];
            break;
          case "patch":
            if (this.prerelease.length === 0) {
              this.patch++;
            }
            this.prerelease = [];
            break;
          // This probably shouldn't be used publicly.
          // 1.0.0 'pre' would become 1.0.0-0 which is the wrong direction.
          case "pre": {
            const base = Number(identifierBase) ? 1 : 0;
            if (this.prerelease.length === 0) {
              this.prerelease = [base];
            } else {
              let i = this.prerelease.length;
              while (--i >= 0) {
                if (typeof this.prerelease[i] === "number") {
                  this.prerelease[i]++;
                  i = -2;
                }
              }
              if (i === -1) {
                if (identifier === this.prerelease.join(".") && identifierBase === false) {
                  throw new Error("invalid increment argument: identifier already exists");
                }
                this.prerelease.push(base);
              }
            }
            if (identifier) {
              let prerelease = [identifier, base];
              if (identifierBase === false) {
                prerelease = [identifier];
              }
              if (isPrereleaseIdentifier(this.prerelease, identifier)) {
                const prereleaseBase = this.prerelease[identifier.split(".").length];
                if (isNaN(prereleaseBase)) {
                  this.prerelease = prerelease;
                }
              } else {
                this.prerelease = prerelease;
              }
            }
            break;
          }
          default:
            throw new Error(`invalid increment argument: ${release}`);
        }
        this.raw = this.format();
        if (this.build.length) {
          this.raw += `+${this.build.join(".")}`;
        }
        return this;
      }
    };
    module2.exports = SemVer;
  }
});

// node_modules/semver/functions/parse.js
var require_parse = __commonJS({
  "node_modules/semver/functions/parse.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var parse = (version, options, throwErrors = false) => {
      if (version instanceof SemVer) {
        return version;
      }
      try {
        return new SemVer(version, options);
      } catch (er) {
        if (!throwErrors) {
          return null;
        }
        throw er;
      }
    };
    module2.exports = parse;
  }
});

// node_modules/semver/functions/valid.js
var require_valid = __commonJS({
  "node_modules/semver/functions/valid.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var valid = (version, options) => {
      const v = parse(version, options);
      return v ? v.version : null;
    };
    module2.exports = valid;
  }
});

// node_modules/semver/functions/clean.js
var require_clean = __commonJS({
  "node_modules/semver/functions/clean.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var clean = (version, options) => {
      const s = parse(version.trim().replace(/^[=v]+/, ""), options);
      return s ? s.version : null;
    };
    module2.exports = clean;
  }
});

// node_modules/semver/functions/inc.js
var require_inc = __commonJS({
  "node_modules/semver/functions/inc.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var inc = (version, release, options, identifier, identifierBase) => {
      if (typeof options === "string") {
        identifierBase = identifier;
        identifier = options;
        options = void 0;
      }
      try {
        return new SemVer(
          version instanceof SemVer ? version.version : version,
          options
        ).inc(release, identifier, identifierBase).version;
      } catch (er) {
        return null;
      }
    };
    module2.exports = inc;
  }
});

// node_modules/semver/functions/diff.js
var require_diff = __commonJS({
  "node_modules/semver/functions/diff.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var diff = (version1, version2) => {
      const v1 = parse(version1, null, true);
      const v2 = parse(version2, null, true);
      const comparison = v1.compare(v2);
      if (comparison === 0) {
        return null;
      }
      const v1Higher = comparison > 0;
      const highVersion = v1Higher ? v1 : v2;
      const lowVersion = v1Higher ? v2 : v1;
      const highHasPre = !!highVersion.prerelease.length;
      const lowHasPre = !!lowVersion.prerelease.length;
      if (lowHasPre && !highHasPre) {
        if (!lowVersion.patch && !lowVersion.minor) {
          return "major";
        }
        if (lowVersion.compareMain(highVersion) === 0) {
          if (lowVersion.minor && !lowVersion.patch) {
            return "minor";
          }
          return "patch";
        }
      }
      const prefix = highHasPre ? "pre" : "";
      if (v1.major !== v2.major) {
        return prefix + "major";
      }
      if (v1.minor !== v2.minor) {
        return prefix + "minor";
      }
      if (v1.patch !== v2.patch) {
        return prefix + "patch";
      }
      return "prerelease";
    };
    module2.exports = diff;
  }
});

// node_modules/semver/functions/major.js
var require_major = __commonJS({
  "node_modules/semver/functions/major.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var major = (a, loose) => new SemVer(a, loose).major;
    module2.exports = major;
  }
});

// node_modules/semver/functions/minor.js
var require_minor = __commonJS({
  "node_modules/semver/functions/minor.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var minor = (a, loose) => new SemVer(a, loose).minor;
    module2.exports = minor;
  }
});

// node_modules/semver/functions/patch.js
var require_patch = __commonJS({
  "node_modules/semver/functions/patch.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var patch = (a, loose) => new SemVer(a, loose).patch;
    module2.exports = patch;
  }
});

// node_modules/semver/functions/prerelease.js
var require_prerelease = __commonJS({
  "node_modules/semver/functions/prerelease.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var prerelease = (version, options) => {
      const parsed = parse(version, options);
      return parsed && parsed.prerelease.length ? parsed.prerelease : null;
    };
    module2.exports = prerelease;
  }
});

// node_modules/semver/functions/compare.js
var require_compare = __commonJS({
  "node_modules/semver/functions/compare.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var compare = (a, b, loose) => new SemVer(a, loose).compare(new SemVer(b, loose));
    module2.exports = compare;
  }
});

// node_modules/semver/functions/rcompare.js
var require_rcompare = __commonJS({
  "node_modules/semver/functions/rcompare.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var rcompare = (a, b, loose) => compare(b, a, loose);
    module2.exports = rcompare;
  }
});

// node_modules/semver/functions/compare-loose.js
var require_compare_loose = __commonJS({
  "node_modules/semver/functions/compare-loose.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var compareLoose = (a, b) => compare(a, b, true);
    module2.exports = compareLoose;
  }
});

// node_modules/semver/functions/compare-build.js
var require_compare_build = __commonJS({
  "node_modules/semver/functions/compare-build.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var compareBuild = (a, b, loose) => {
      const versionA = new SemVer(a, loose);
      const versionB = new SemVer(b, loose);
      return versionA.compare(versionB) || versionA.compareBuild(versionB);
    };
    module2.exports = compareBuild;
  }
});

// node_modules/semver/functions/sort.js
var require_sort = __commonJS({
  "node_modules/semver/functions/sort.js"(exports2, module2) {
    "use strict";
    var compareBuild = require_compare_build();
    var sort = (list, loose) => list.sort((a, b) => compareBuild(a, b, loose));
    module2.exports = sort;
  }
});

// node_modules/semver/functions/rsort.js
var require_rsort = __commonJS({
  "node_modules/semver/functions/rsort.js"(exports2, module2) {
    "use strict";
    var compareBuild = require_compare_build();
    var rsort = (list, loose) => list.sort((a, b) => compareBuild(b, a, loose));
    module2.exports = rsort;
  }
});

// node_modules/semver/functions/gt.js
var require_gt = __commonJS({
  "node_modules/semver/functions/gt.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var gt = (a, b, loose) => compare(a, b, loose) > 0;
    module2.exports = gt;
  }
});

// node_modules/semver/functions/lt.js
var require_lt = __commonJS({
  "node_modules/semver/functions/lt.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var lt = (a, b, loose) => compare(a, b, loose) < 0;
    module2.exports = lt;
  }
});

// node_modules/semver/functions/eq.js
var require_eq = __commonJS({
  "node_modules/semver/functions/eq.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var eq = (a, b, loose) => compare(a, b, loose) === 0;
    module2.exports = eq;
  }
});

// node_modules/semver/functions/neq.js
var require_neq = __commonJS({
  "node_modules/semver/functions/neq.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var neq = (a, b, loose) => compare(a, b, loose) !== 0;
    module2.exports = neq;
  }
});

// node_modules/semver/functions/gte.js
var require_gte = __commonJS({
  "node_modules/semver/functions/gte.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var gte = (a, b, loose) => compare(a, b, loose) >= 0;
    module2.exports = gte;
  }
});

// node_modules/semver/functions/lte.js
var require_lte = __commonJS({
  "node_modules/semver/functions/lte.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var lte = (a, b, loose) => compare(a, b, loose) <= 0;
    module2.exports = lte;
  }
});

// node_modules/semver/functions/cmp.js
var require_cmp = __commonJS({
  "node_modules/semver/functions/cmp.js"(exports2, module2) {
    "use strict";
    var eq = require_eq();
    var neq = require_neq();
    var gt = require_gt();
    var gte = require_gte();
    var lt = require_lt();
    var lte = require_lte();
    var cmp = (a, op, b, loose) => {
      switch (op) {
        case "===":
          if (typeof a === "object") {
            a = a.version;
          }
          if (typeof b === "object") {
            b = b.version;
          }
          return a === b;
        case "!==":
          if (typeof a === "object") {
            a = a.version;
          }
          if (typeof b === "object") {
            b = b.version;
          }
          return a !== b;
        case "":
        case "=":
        case "==":
          return eq(a, b, loose);
        case "!=":
          return neq(a, b, loose);
        case ">":
          return gt(a, b, loose);
        case ">=":
          return gte(a, b, loose);
        case "<":
          return lt(a, b, loose);
        case "<=":
          return lte(a, b, loose);
        default:
          throw new TypeError(`Invalid operator: ${op}`);
      }
    };
    module2.exports = cmp;
  }
});

// node_modules/semver/functions/coerce.js
var require_coerce = __commonJS({
  "node_modules/semver/functions/coerce.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var parse = require_parse();
    var { safeRe: re, t } = require_re();
    var coerce = (version, options) => {
      if (version instanceof SemVer) {
        return version;
      }
      if (typeof version === "number") {
        version = String(version);
      }
      if (typeof version !== "string") {
        return null;
      }
      options = options || {};
      let match = null;
      if (!options.rtl) {
        match = version.match(options.includePrerelease ? re[t.COERCEFULL] : re[t.COERCE]);
      } else {
        const coerceRtlRegex = options.includePrerelease ? re[t.COERCERTLFULL] : re[t.COERCERTL];
        let next;
        while ((next = coerceRtlRegex.exec(version)) && (!match || match.index + match[0].length !== version.length)) {
          if (!match || next.index + next[0].length !== match.index + match[0].length) {
            match = next;
          }
          coerceRtlRegex.lastIndex = next.index + next[1].length + next[2].length;
        }
        coerceRtlRegex.lastIndex = -1;
      }
      if (match === null) {
        return null;
      }
      const major = match[2];
      const minor = match[3] || "0";
      const patch = match[4] || "0";
      const prerelease = options.includePrerelease && match[5] ? `-${match[5]}` : "";
      const build = options.includePrerelease && match[6] ? `+${match[6]}` : "";
      return parse(`${major}.${minor}.${patch}${prerelease}${build}`, options);
    };
    module2.exports = coerce;
  }
});

// node_modules/semver/functions/truncate.js
var require_truncate = __commonJS({
  "node_modules/semver/functions/truncate.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var constants = require_constants();
    var SemVer = require_semver();
    var truncate = (version, truncation, options) => {
      if (!constants.RELEASE_TYPES.includes(truncation)) {
        return null;
      }
      const clonedVersion = cloneInputVersion(version, options);
      return clonedVersion && doTruncation(clonedVersion, truncation);
    };
    var cloneInputVersion = (version, options) => {
      const versionStringToParse = version instanceof SemVer ? version.version : version;
      return parse(versionStringToParse, options);
    };
    var doTruncation = (version, truncation) => {
      if (isPrerelease(truncation)) {
        return version.version;
      }
      version.prerelease = [];
      switch (truncation) {
        case "major":
          version.minor = 0;
          version.patch = 0;
          break;
        case "minor":
          version.patch = 0;
          break;
      }
      return version.format();
    };
    var isPrerelease = (type) => {
      return type.startsWith("pre");
    };
    module2.exports = truncate;
  }
});

// node_modules/semver/internal/lrucache.js
var require_lrucache = __commonJS({
  "node_modules/semver/internal/lrucache.js"(exports2, module2) {
    "use strict";
    var LRUCache = class {
      constructor() {
        this.max = 1e3;
        this.map = /* @__PURE__ */ new Map();
      }
      get(key) {
        const value = this.map.get(key);
        if (value === void 0) {
          return void 0;
        } else {
          this.map.delete(key);
          this.map.set(key, value);
          return value;
        }
      }
      delete(key) {
        return this.map.delete(key);
      }
      set(key, value) {
        const deleted = this.delete(key);
        if (!deleted && value !== void 0) {
          if (this.map.size >= this.max) {
            const firstKey = this.map.keys().next().value;
            this.delete(firstKey);
          }
          this.map.set(key, value);
        }
        return this;
      }
    };
    module2.exports = LRUCache;
  }
});

// node_modules/semver/internal/trim-comparator-whitespace.js
var require_trim_comparator_whitespace = __commonJS({
  "node_modules/semver/internal/trim-comparator-whitespace.js"(exports2, module2) {
    "use strict";
    var {
      MAX_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      WHITESPACE_CHARACTERS
    } = require_constants();
    var whitespace = new Uint8Array(65536);
    for (const char of WHITESPACE_CHARACTERS) {
      whitespace[char.charCodeAt(0)] = 1;
    }
    var isWhitespace = (char) => char !== void 0 && whitespace[char.charCodeAt(0)] === 1;
    var isVersionPrefix = (char) => char === "v" || char === "=" || isWhitespace(char);
    var isDigit = (char) => char !== void 0 && char >= "0" && char <= "9";
    var isLetter = (char) => char !== void 0 && (char >= "a" && char <= "z" || char >= "A" && char <= "Z");
    var isIdentifierCharacter = (char) => isDigit(char) || isLetter(char) || char === "-";
    var isVersionStart = (char) => isDigit(char) || char === "x" || char === "X" || char === "*";
    var findDigitsEndIndex = (range, start, limit, digitRuns) => {
      if (!isDigit(range[start])) {
        return start;
      }
      if (start >= digitRuns.start && start < digitRuns.end) {
        return Math.min(start + limit, digitRuns.end);
      }
      if (start >= digitRuns.previousStart && start < digitRuns.previousEnd) {
        return Math.min(start + limit, digitRuns.previousEnd);
      }
      let end = start + 1;
      while (isDigit(range[end])) {
        end++;
      }
      digitRuns.previousStart = digitRuns.start;
      digitRuns.previousEnd = digitRuns.end;
      digitRuns.start = start;
      digitRuns.end = end;
      return Math.min(start + limit, end);
    };
    var findVersionNumberEndIndex = (range, start, loose, digitRuns) => {
      if (!loose && range[start] === "0") {
        return start + 1;
      }
      return findDigitsEndIndex(range, start, loose ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns);
    };
    var findPrereleaseIdentifierEndIndex = (range, start, loose, digitRuns) => {
      const digitsEnd = findDigitsEndIndex(range, start, MAX_LENGTH, digitRuns);
      if (isLetter(range[digitsEnd]) || range[digitsEnd] === "-") {
        let end = digitsEnd + 1;
        const limit = end + MAX_SAFE_BUILD_LENGTH;
        while (end < limit && isIdentifierCharacter(range[end])) {
          end++;
        }
        return end;
      }
      return findVersionNumberEndIndex(range, start, loose, digitRuns);
    };
    var findPrereleaseEndIndex = (range, start, loose, digitRuns) => {
      const hyphen = range[start] === "-";
      if (!loose && !hyphen) {
        return start;
      }
      const identifierStart = start + (hyphen ? 1 : 0);
      let end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose, digitRuns);
      if (end === identifierStart) {
        if (!loose || !hyphen) {
          return start;
        }
        end = findPrereleaseIdentifierEndIndex(range, start, loose, digitRuns);
      }
      while (range[end] === ".") {
        const next = findPrereleaseIdentifierEndIndex(range, end + 1, loose, digitRuns);
        if (next === end + 1) {
          break;
        }
        end = next;
      }
      return end;
    };
    var findBuildIdentifierEndIndex = (range, start) => {
      let end = start;
      while (end - start < MAX_SAFE_BUILD_LENGTH && isIdentifierCharacter(range[end])) {
        end++;
      }
      return end;
    };
    var findBuildEndIndex = (range, start) => {
      if (range[start] !== "+") {
        return start;
      }
      let end = findBuildIdentifierEndIndex(range, start + 1);
      if (end === start + 1) {
        return start;
      }
      while (range[end] === ".") {
        const next = findBuildIdentifierEndIndex(range, end + 1);
        if (next === end + 1) {
          break;
        }
        end = next;
      }
      return end;
    };
    var findLooseFullVersionEndIndex = (range, start, digitRuns) => {
      let end = start;
      for (let component = 0; component < 3; component++) {
        const next = findVersionNumberEndIndex(range, end, true, digitRuns);
        if (next === end) {
          return start;
        }
        end = next;
        if (component < 2) {
          if (range[end] !== ".") {
            return start;
          }
          end++;
        }
      }
      const prereleaseEnd = findPrereleaseEndIndex(range, end, true, digitRuns);
      return findBuildEndIndex(range, prereleaseEnd);
    };
    var findPartialVersionComponentEndIndex = (range, start, digitRuns) => {
      if (isDigit(range[start])) {
        return findVersionNumberEndIndex(range, start, false, digitRuns);
      }
      return isVersionStart(range[start]) ? start + 1 : start;
    };
    var findPartialVersionEndIndex = (range, start, digitRuns) => {
      let end = findPartialVersionComponentEndIndex(range, start, digitRuns);
      for (let component = 0; component < 2; component++) {
        if (range[end] !== ".") {
          return end;
        }
        const next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns);
        if (next === end + 1) {
          return end;
        }
        end = next;
      }
      const prereleaseEnd = findPrereleaseEndIndex(range, end, false, digitRuns);
      return findBuildEndIndex(range, prereleaseEnd);
    };
    var findVersionEndIndex = (range, start, digitRuns) => {
      const fullVersionEnd = findLooseFullVersionEndIndex(range, start, digitRuns);
      return fullVersionEnd !== start ? fullVersionEnd : findPartialVersionEndIndex(range, start, digitRuns);
    };
    var findRemovableWhitespaceIndex = (range, matchStart) => {
      let position = matchStart;
      if (isWhitespace(range[position])) {
        position++;
      }
      if (range[position] === "<" || range[position] === ">") {
        position++;
      }
      if (range[position] === "=") {
        position++;
      }
      return isWhitespace(range[position]) ? position : -1;
    };
    var trimComparatorWhitespace = (range) => {
      let result = "";
      let copyFrom = 0;
      let cursor = 0;
      const digitRuns = { start: -1, end: -1, previousStart: -1, previousEnd: -1 };
      while (cursor < range.length) {
        const matchStart = cursor;
        if (range[cursor] === "<" || range[cursor] === ">") {
          cursor++;
        } else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
          cursor++;
          continue;
        }
        while (cursor < range.length && isVersionPrefix(range[cursor])) {
          cursor++;
        }
        if (!isVersionStart(range[cursor])) {
          continue;
        }
        const whitespacePosition = findRemovableWhitespaceIndex(range, matchStart);
        if (whitespacePosition !== -1) {
          result += range.slice(copyFrom, whitespacePosition);
          copyFrom = whitespacePosition + 1;
        }
        cursor = findVersionEndIndex(range, cursor, digitRuns);
      }
      return result + range.slice(copyFrom);
    };
    module2.exports = trimComparatorWhitespace;
  }
});

// node_modules/semver/classes/range.js
var require_range = __commonJS({
  "node_modules/semver/classes/range.js"(exports2, module2) {
    "use strict";
    var SPACE_CHARACTERS = /\s+/g;
    var Range = class _Range {
      constructor(range, options) {
        options = parseOptions(options);
        if (range instanceof _Range) {
          if (range.loose === !!options.loose && range.includePrerelease === !!options.includePrerelease) {
            return range;
          } else {
            return new _Range(range.raw, options);
          }
        }
        if (range instanceof Comparator) {
          this.raw = range.value;
          this.set = [[range]];
          this.formatted = void 0;
          return this;
        }
        this.options = options;
        this.loose = !!options.loose;
        this.includePrerelease = !!options.includePrerelease;
        this.raw = range.trim().replace(SPACE_CHARACTERS, " ");
        this.set = this.raw.split("||").map((r) => this.parseRange(r.trim())).filter((c) => c.length);
        if (!this.set.length) {
          throw new TypeError(`Invalid SemVer Range: ${this.raw}`);
        }
        if (this.set.length > 1) {
          const first = this.set[0];
          this.set = this.set.filter((c) => !isNullSet(c[0]));
          if (this.set.length === 0) {
            this.set = [first];
          } else if (this.set.length > 1) {
            for (const c of this.set) {
              if (c.length === 1 && isAny(c[0])) {
                this.set = [c];
                break;
              }
            }
          }
        }
        this.formatted = void 0;
      }
      get range() {
        if (this.formatted === void 0) {
          this.formatted = "";
          for (let i = 0; i < this.set.length; i++) {
            if (i > 0) {
              this.formatted += "||";
            }
            const comps = this.set[i];
            for (let k = 0; k < comps.length; k++) {
              if (k > 0) {
                this.formatted += " ";
              }
              this.formatted += comps[k].toString().trim();
            }
          }
        }
        return this.formatted;
      }
      format() {
        return this.range;
      }
      toString() {
        return this.range;
      }
      parseRange(range) {
        range = range.replace(BUILDSTRIPRE, "");
        const memoOpts = (this.options.includePrerelease && FLAG_INCLUDE_PRERELEASE) | (this.options.loose && FLAG_LOOSE);
        const memoKey = memoOpts + ":" + range;
        const cached = cache.get(memoKey);
        if (cached) {
          return cached;
        }
        const loose = this.options.loose;
        const hr = loose ? re[t.HYPHENRANGELOOSE] : re[t.HYPHENRANGE];
        range = range.replace(hr, hyphenReplace(this.options.includePrerelease));
        debug("hyphen replace", range);
        range = trimComparatorWhitespace(range);
        debug("comparator trim", range);
        range = range.replace(re[t.TILDETRIM], tildeTrimReplace);
        debug("tilde trim", range);
        range = range.replace(re[t.CARETTRIM], caretTrimReplace);
        debug("caret trim", range);
        let rangeList = range.split(" ").map((comp) => parseComparator(comp, this.options)).join(" ").split(/\s+/).map((comp) => replaceGTE0(comp, this.options));
        if (loose) {
          rangeList = rangeList.filter((comp) => {
            debug("loose invalid filter", comp, this.options);
            return !!comp.match(re[t.COMPARATORLOOSE]);
          });
        }
        debug("range list", rangeList);
        const rangeMap = /* @__PURE__ */ new Map();
        const comparators = rangeList.map((comp) => new Comparator(comp, this.options));
        for (const comp of comparators) {
          if (isNullSet(comp)) {
            return [comp];
          }
          rangeMap.set(comp.value, comp);
        }
        if (rangeMap.size > 1 && rangeMap.has("")) {
          rangeMap.delete("");
        }
        const result = [...rangeMap.values()];
        cache.set(memoKey, result);
        return result;
      }
      intersects(range, options) {
        if (!(range instanceof _Range)) {
          throw new TypeError("a Range is required");
        }
        return this.set.some((thisComparators) => {
          return isSatisfiable(thisComparators, options) && range.set.some((rangeComparators) => {
            return isSatisfiable(rangeComparators, options) && thisComparators.every((thisComparator) => {
              return rangeComparators.every((rangeComparator) => {
                return thisComparator.intersects(rangeComparator, options);
              });
            });
          });
        });
      }
      // if ANY of the sets match ALL of its comparators, then pass
      test(version) {
        if (!version) {
          return false;
        }
        if (typeof version === "string") {
          try {
            version = new SemVer(version, this.options);
          } catch (er) {
            return false;
          }
        }
        for (let i = 0; i < this.set.length; i++) {
          if (testSet(this.set[i], version, this.options)) {
            return true;
          }
        }
        return false;
      }
    };
    module2.exports = Range;
    var LRU = require_lrucache();
    var cache = new LRU();
    var parseOptions = require_parse_options();
    var Comparator = require_comparator();
    var debug = require_debug2();
    var SemVer = require_semver();
    var trimComparatorWhitespace = require_trim_comparator_whitespace();
    var {
      safeRe: re,
      src,
      t,
      tildeTrimReplace,
      caretTrimReplace
    } = require_re();
    var { FLAG_INCLUDE_PRERELEASE, FLAG_LOOSE } = require_constants();
    var BUILDSTRIPRE = new RegExp(src[t.BUILD], "g");
    var isNullSet = (c) => c.value === "<0.0.0-0";
    var isAny = (c) => c.value === "";
    var isSatisfiable = (comparators, options) => {
      let result = true;
      const remainingComparators = comparators.slice();
      let testComparator = remainingComparators.pop();
      while (result && remainingComparators.length) {
        result = remainingComparators.every((otherComparator) => {
          return testComparator.intersects(otherComparator, options);
        });
        testComparator = remainingComparators.pop();
      }
      return result;
    };
    var parseComparator = (comp, options) => {
      comp = comp.replace(re[t.BUILD], "");
      debug("comp", comp, options);
      comp = replaceCarets(comp, options);
      debug("caret", comp);
      comp = replaceTildes(comp, options);
      debug("tildes", comp);
      comp = replaceXRanges(comp, options);
      debug("xrange", comp);
      comp = replaceStars(comp, options);
      debug("stars", comp);
      return comp;
    };
    var isX = (id) => !id || id.toLowerCase() === "x" || id === "*";
    var invalidXRangeOrder = (M, m, p) => isX(M) && !isX(m) || isX(m) && p && !isX(p);
    var replaceTildes = (comp, options) => {
      return comp.trim().split(/\s+/).map((c) => replaceTilde(c, options)).join(" ");
    };
    var replaceTilde = (comp, options) => {
      const r = options.loose ? re[t.TILDELOOSE] : re[t.TILDE];
      const z = options.includePrerelease ? "-0" : "";
      return comp.replace(r, (_, M, m, p, pr) => {
        debug("tilde", comp, _, M, m, p, pr);
        let ret;
        if (isX(M)) {
          ret = "";
        } else if (isX(m)) {
          ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
        } else if (isX(p)) {
          ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
        } else if (pr) {
          debug("replaceTilde pr", pr);
          ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`;
        } else {
          ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`;
        }
        debug("tilde return", ret);
        return ret;
      });
    };
    var replaceCarets = (comp, options) => {
      return comp.trim().split(/\s+/).map((c) => replaceCaret(c, options)).join(" ");
    };
    var replaceCaret = (comp, options) => {
      debug("caret", comp, options);
      const r = options.loose ? re[t.CARETLOOSE] : re[t.CARET];
      const z = options.includePrerelease ? "-0" : "";
      return comp.replace(r, (_, M, m, p, pr) => {
        debug("caret", comp, _, M, m, p, pr);
        let ret;
        if (isX(M)) {
          ret = "";
        } else if (isX(m)) {
          ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
        } else if (isX(p)) {
          if (M === "0") {
            ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
          } else {
            ret = `>=${M}.${m}.0${z} <${+M + 1}.0.0-0`;
          }
        } else if (pr) {
          debug("replaceCaret pr", pr);
          if (M === "0") {
            if (m === "0") {
              ret = `>=${M}.${m}.${p}-${pr} <${M}.${m}.${+p + 1}-0`;
            } else {
              ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`;
            }
          } else {
            ret = `>=${M}.${m}.${p}-${pr} <${+M + 1}.0.0-0`;
          }
        } else {
          debug("no pr");
          if (M === "0") {
            if (m === "0") {
              ret = `>=${M}.${m}.${p} <${M}.${m}.${+p + 1}-0`;
            } else {
              ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`;
            }
          } else {
            ret = `>=${M}.${m}.${p} <${+M + 1}.0.0-0`;
          }
        }
        debug("caret return", ret);
        return ret;
      });
    };
    var replaceXRanges = (comp, options) => {
      debug("replaceXRanges", comp, options);
      return comp.split(/\s+/).map((c) => replaceXRange(c, options)).join(" ");
    };
    var replaceXRange = (comp, options) => {
      comp = comp.trim();
      const r = options.loose ? re[t.XRANGELOOSE] : re[t.XRANGE];
      return comp.replace(r, (ret, gtlt, M, m, p, pr) => {
        debug("xRange", comp, ret, gtlt, M, m, p, pr);
        if (invalidXRangeOrder(M, m, p)) {
          return comp;
        }
        const xM = isX(M);
        const xm = xM || isX(m);
        const xp = xm || isX(p);
        const anyX = xp;
        if (gtlt === "=" && anyX) {
          gtlt = "";
        }
        pr = options.includePrerelease ? "-0" : "";
        if (xM) {
          if (gtlt === ">" || gtlt === "<") {
            ret = "<0.0.0-0";
          } else {
            ret = "*";
          }
        } else if (gtlt && anyX) {
          if (xm) {
            m = 0;
          }
          p = 0;
          if (gtlt === ">") {
            gtlt = ">=";
            if (xm) {
              M = +M + 1;
              m = 0;
              p = 0;
            } else {
              m = +m + 1;
              p = 0;
            }
          } else if (gtlt === "<=") {
            gtlt = "<";
            if (xm) {
              M = +M + 1;
            } else {
              m = +m + 1;
            }
          }
          if (gtlt === "<") {
            pr = "-0";
          }
          ret = `${gtlt + M}.${m}.${p}${pr}`;
        } else if (xm) {
          ret = `>=${M}.0.0${pr} <${+M + 1}.0.0-0`;
        } else if (xp) {
          ret = `>=${M}.${m}.0${pr} <${M}.${+m + 1}.0-0`;
        }
        debug("xRange return", ret);
        return ret;
      });
    };
    var replaceStars = (comp, options) => {
      debug("replaceStars", comp, options);
      return comp.trim().replace(re[t.STAR], "");
    };
    var replaceGTE0 = (comp, options) => {
      debug("replaceGTE0", comp, options);
      return comp.trim().replace(re[options.includePrerelease ? t.GTE0PRE : t.GTE0], "");
    };
    var hyphenReplace = (incPr) => ($0, from, fM, fm, fp, fpr, fb, to, tM, tm, tp, tpr) => {
      if (isX(fM)) {
        from = "";
      } else if (isX(fm)) {
        from = `>=${fM}.0.0${incPr ? "-0" : ""}`;
      } else if (isX(fp)) {
        from = `>=${fM}.${fm}.0${incPr ? "-0" : ""}`;
      } else if (fpr) {
        from = `>=${from}`;
      } else {
        from = `>=${from}${incPr ? "-0" : ""}`;
      }
      if (isX(tM)) {
        to = "";
      } else if (isX(tm)) {
        to = `<${+tM + 1}.0.0-0`;
      } else if (isX(tp)) {
        to = `<${tM}.${+tm + 1}.0-0`;
      } else if (tpr) {
        to = `<=${tM}.${tm}.${tp}-${tpr}`;
      } else if (incPr) {
        to = `<${tM}.${tm}.${+tp + 1}-0`;
      } else {
        to = `<=${to}`;
      }
      return `${from} ${to}`.trim();
    };
    var testSet = (set, version, options) => {
      for (let i = 0; i < set.length; i++) {
        if (!set[i].test(version)) {
          return false;
        }
      }
      if (version.prerelease.length && !options.includePrerelease) {
        for (let i = 0; i < set.length; i++) {
          debug(set[i].semver);
          if (set[i].semver === Comparator.ANY) {
            continue;
          }
          if (set[i].semver.prerelease.length > 0) {
            const allowed = set[i].semver;
            if (allowed.major === version.major && allowed.minor === version.minor && allowed.patch === version.patch) {
              return true;
            }
          }
        }
        return false;
      }
      return true;
    };
  }
});

// node_modules/semver/classes/comparator.js
var require_comparator = __commonJS({
  "node_modules/semver/classes/comparator.js"(exports2, module2) {
    "use strict";
    var ANY = /* @__PURE__ */ Symbol("SemVer ANY");
    var Comparator = class _Comparator {
      static get ANY() {
        return ANY;
      }
      constructor(comp, options) {
        options = parseOptions(options);
        if (comp instanceof _Comparator) {
          if (comp.loose === !!options.loose) {
            return comp;
          } else {
            comp = comp.value;
          }
        }
        comp = comp.trim().split(/\s+/).join(" ");
        debug("comparator", comp, options);
        this.options = options;
        this.loose = !!options.loose;
        this.parse(comp);
        if (this.semver === ANY) {
          this.value = "";
        } else {
          this.value = this.operator + this.semver.version;
        }
        debug("comp", this);
      }
      parse(comp) {
        const r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR];
        const m = comp.match(r);
        if (!m) {
          throw new TypeError(`Invalid comparator: ${comp}`);
        }
        this.operator = m[1] !== void 0 ? m[1] : "";
        if (this.operator === "=") {
          this.operator = "";
        }
        if (!m[2]) {
          this.semver = ANY;
        } else {
          this.semver = new SemVer(m[2], this.options.loose);
        }
      }
      toString() {
        return this.value;
      }
      test(version) {
        debug("Comparator.test", version, this.options.loose);
        if (this.semver === ANY || version === ANY) {
          return true;
        }
        if (typeof version === "string") {
          try {
            version = new SemVer(version, this.options);
          } catch (er) {
            return false;
          }
        }
        return cmp(version, this.operator, this.semver, this.options);
      }
      intersects(comp, options) {
        if (!(comp instanceof _Comparator)) {
          throw new TypeError("a Comparator is required");
        }
        if (this.operator === "") {
          if (this.value === "") {
            return true;
          }
          return new Range(comp.value, options).test(this.value);
        } else if (comp.operator === "") {
          if (comp.value === "") {
            return true;
          }
          return new Range(this.value, options).test(comp.semver);
        }
        options = parseOptions(options);
        if (options.includePrerelease && (this.value === "<0.0.0-0" || comp.value === "<0.0.0-0")) {
          return false;
        }
        if (!options.includePrerelease && (this.value.startsWith("<0.0.0") || comp.value.startsWith("<0.0.0"))) {
          return false;
        }
        if (this.operator.startsWith(">") && comp.operator.startsWith(">")) {
          return true;
        }
        if (this.operator.startsWith("<") && comp.operator.startsWith("<")) {
          return true;
        }
        if (this.semver.version === comp.semver.version && this.operator.includes("=") && comp.operator.includes("=")) {
          return true;
        }
        if (cmp(this.semver, "<", comp.semver, options) && this.operator.startsWith(">") && comp.operator.startsWith("<")) {
          return true;
        }
        if (cmp(this.semver, ">", comp.semver, options) && this.operator.startsWith("<") && comp.operator.startsWith(">")) {
          return true;
        }
        return false;
      }
    };
    module2.exports = Comparator;
    var parseOptions = require_parse_options();
    var { safeRe: re, t } = require_re();
    var cmp = require_cmp();
    var debug = require_debug2();
    var SemVer = require_semver();
    var Range = require_range();
  }
});

// node_modules/semver/functions/satisfies.js
var require_satisfies = __commonJS({
  "node_modules/semver/functions/satisfies.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var satisfies = (version, range, options) => {
      try {
        range = new Range(range, options);
      } catch (er) {
        return false;
      }
      return range.test(version);
    };
    module2.exports = satisfies;
  }
});

// node_modules/semver/ranges/to-comparators.js
var require_to_comparators = __commonJS({
  "node_modules/semver/ranges/to-comparators.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var toComparators = (range, options) => new Range(range, options).set.map((comp) => comp.map((c) => c.value).join(" ").trim().split(" "));
    module2.exports = toComparators;
  }
});

// node_modules/semver/ranges/max-satisfying.js
var require_max_satisfying = __commonJS({
  "node_modules/semver/ranges/max-satisfying.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var maxSatisfying = (versions, range, options) => {
      let max = null;
      let maxSV = null;
      let rangeObj = null;
      try {
        rangeObj = new Range(range, options);
      } catch (er) {
        return null;
      }
      versions.forEach((v) => {
        if (rangeObj.test(v)) {
          if (!max || maxSV.compare(v) === -1) {
            max = v;
            maxSV = new SemVer(max, options);
          }
        }
      });
      return max;
    };
    module2.exports = maxSatisfying;
  }
});

// node_modules/semver/ranges/min-satisfying.js
var require_min_satisfying = __commonJS({
  "node_modules/semver/ranges/min-satisfying.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var minSatisfying = (versions, range, options) => {
      let min = null;
      let minSV = null;
      let rangeObj = null;
      try {
        rangeObj = new Range(range, options);
      } catch (er) {
        return null;
      }
      versions.forEach((v) => {
        if (rangeObj.test(v)) {
          if (!min || minSV.compare(v) === 1) {
            min = v;
            minSV = new SemVer(min, options);
          }
        }
      });
      return min;
    };
    module2.exports = minSatisfying;
  }
});

// node_modules/semver/ranges/min-version.js
var require_min_version = __commonJS({
  "node_modules/semver/ranges/min-version.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var gt = require_gt();
    var minVersion = (range, loose) => {
      range = new Range(range, loose);
      let minver = new SemVer("0.0.0");
      if (range.test(minver)) {
        return minver;
      }
      minver = new SemVer("0.0.0-0");
      if (range.test(minver)) {
        return minver;
      }
      minver = null;
      for (let i = 0; i < range.set.length; ++i) {
        const comparators = range.set[i];
        let setMin = null;
        comparators.forEach((comparator) => {
          const compver = new SemVer(comparator.semver.version);
          switch (comparator.operator) {
            case ">":
              if (compver.prerelease.length === 0) {
                compver.patch++;
              } else {
                compver.prerelease.push(0);
              }
              compver.raw = compver.format();
            /* fallthrough */
            case "":
            case ">=":
              if (!setMin || gt(compver, setMin)) {
                setMin = compver;
              }
              break;
            case "<":
            case "<=":
              break;
            /* istanbul ignore next */
            default:
              throw new Error(`Unexpected operation: ${comparator.operator}`);
          }
        });
        if (setMin && (!minver || gt(minver, setMin))) {
          minver = setMin;
        }
      }
      if (minver && range.test(minver)) {
        return minver;
      }
      return null;
    };
    module2.exports = minVersion;
  }
});

// node_modules/semver/ranges/valid.js
var require_valid2 = __commonJS({
  "node_modules/semver/ranges/valid.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var validRange = (range, options) => {
      try {
        return new Range(range, options).range || "*";
      } catch (er) {
        return null;
      }
    };
    module2.exports = validRange;
  }
});

// node_modules/semver/ranges/outside.js
var require_outside = __commonJS({
  "node_modules/semver/ranges/outside.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var Comparator = require_comparator();
    var { ANY } = Comparator;
    var Range = require_range();
    var satisfies = require_satisfies();
    var gt = require_gt();
    var lt = require_lt();
    var lte = require_lte();
    var gte = require_gte();
    var outside = (version, range, hilo, options) => {
      version = new SemVer(version, options);
      range = new Range(range, options);
      let gtfn, ltefn, ltfn, comp, ecomp;
      switch (hilo) {
        case ">":
          gtfn = gt;
          ltefn = lte;
          ltfn = lt;
          comp = ">";
          ecomp = ">=";
          break;
        case "<":
          gtfn = lt;
          ltefn = gte;
          ltfn = gt;
          comp = "<";
          ecomp = "<=";
          break;
        default:
          throw new TypeError('Must provide a hilo val of "<" or ">"');
      }
      if (satisfies(version, range, options)) {
        return false;
      }
      for (let i = 0; i < range.set.length; ++i) {
        const comparators = range.set[i];
        let high = null;
        let low = null;
        comparators.forEach((comparator) => {
          if (comparator.semver === ANY) {
            comparator = new Comparator(">=0.0.0");
          }
          high = high || comparator;
          low = low || comparator;
          if (gtfn(comparator.semver, high.semver, options)) {
            high = comparator;
          } else if (ltfn(comparator.semver, low.semver, options)) {
            low = comparator;
          }
        });
        if (high.operator === comp || high.operator === ecomp) {
          return false;
        }
        if ((!low.operator || low.operator === comp) && ltefn(version, low.semver)) {
          return false;
        } else if (low.operator === ecomp && ltfn(version, low.semver)) {
          return false;
        }
      }
      return true;
    };
    module2.exports = outside;
  }
});

// node_modules/semver/ranges/gtr.js
var require_gtr = __commonJS({
  "node_modules/semver/ranges/gtr.js"(exports2, module2) {
    "use strict";
    var outside = require_outside();
    var gtr = (version, range, options) => outside(version, range, ">", options);
    module2.exports = gtr;
  }
});

// node_modules/semver/ranges/ltr.js
var require_ltr = __commonJS({
  "node_modules/semver/ranges/ltr.js"(exports2, module2) {
    "use strict";
    var outside = require_outside();
    var ltr = (version, range, options) => outside(version, range, "<", options);
    module2.exports = ltr;
  }
});

// node_modules/semver/ranges/intersects.js
var require_intersects = __commonJS({
  "node_modules/semver/ranges/intersects.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var intersects = (r1, r2, options) => {
      r1 = new Range(r1, options);
      r2 = new Range(r2, options);
      return r1.intersects(r2, options);
    };
    module2.exports = intersects;
  }
});

// node_modules/semver/ranges/simplify.js
var require_simplify = __commonJS({
  "node_modules/semver/ranges/simplify.js"(exports2, module2) {
    "use strict";
    var satisfies = require_satisfies();
    var compare = require_compare();
    module2.exports = (versions, range, options) => {
      const set = [];
      let first = null;
      let prev = null;
      const v = versions.sort((a, b) => compare(a, b, options));
      for (const version of v) {
        const included = satisfies(version, range, options);
        if (included) {
          prev = version;
          if (!first) {
            first = version;
          }
        } else {
          if (prev) {
            set.push([first, prev]);
          }
          prev = null;
          first = null;
        }
      }
      if (first) {
        set.push([first, null]);
      }
      const ranges = [];
      for (const [min, max] of set) {
        if (min === max) {
          ranges.push(min);
        } else if (!max && min === v[0]) {
          ranges.push("*");
        } else if (!max) {
          ranges.push(`>=${min}`);
        } else if (min === v[0]) {
          ranges.push(`<=${max}`);
        } else {
          ranges.push(`${min} - ${max}`);
        }
      }
      const simplified = ranges.join(" || ");
      const original = typeof range.raw === "string" ? range.raw : String(range);
      return simplified.length < original.length ? simplified : range;
    };
  }
});

// node_modules/semver/ranges/subset.js
var require_subset = __commonJS({
  "node_modules/semver/ranges/subset.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var Comparator = require_comparator();
    var { ANY } = Comparator;
    var satisfies = require_satisfies();
    var compare = require_compare();
    var subset = (sub, dom, options = {}) => {
      if (sub === dom) {
        return true;
      }
      sub = new Range(sub, options);
      dom = new Range(dom, options);
      let sawNonNull = false;
      OUTER: for (const simpleSub of sub.set) {
        for (const simpleDom of dom.set) {
          const isSub = simpleSubset(simpleSub, simpleDom, options);
          sawNonNull = sawNonNull || isSub !== null;
          if (isSub) {
            continue OUTER;
          }
        }
        if (sawNonNull) {
          return false;
        }
      }
      return true;
    };
    var minimumVersionWithPreRelease = [new Comparator(">=0.0.0-0")];
    var minimumVersion = [new Comparator(">=0.0.0")];
    var simpleSubset = (sub, dom, options) => {
      if (sub === dom) {
        return true;
      }
      if (sub.length === 1 && sub[0].semver === ANY) {
        if (dom.length === 1 && dom[0].semver === ANY) {
          return true;
        } else if (options.includePrerelease) {
          sub = minimumVersionWithPreRelease;
        } else {
          sub = minimumVersion;
        }
      }
      if (dom.length === 1 && dom[0].semver === ANY) {
        if (options.includePrerelease) {
          return true;
        } else {
          dom = minimumVersion;
        }
      }
      const eqSet = /* @__PURE__ */ new Set();
      let gt, lt;
      for (const c of sub) {
        if (c.operator === ">" || c.operator === ">=") {
          gt = higherGT(gt, c, options);
        } else if (c.operator === "<" || c.operator === "<=") {
          lt = lowerLT(lt, c, options);
        } else {
          eqSet.add(c.semver);
        }
      }
      if (eqSet.size > 1) {
        return null;
      }
      let gtltComp;
      if (gt && lt) {
        gtltComp = compare(gt.semver, lt.semver, options);
        if (gtltComp > 0) {
          return null;
        } else if (gtltComp === 0 && (gt.operator !== ">=" || lt.operator !== "<=")) {
          return null;
        }
      }
      for (const eq of eqSet) {
        if (gt && !satisfies(eq, String(gt), options)) {
          return null;
        }
        if (lt && !satisfies(eq, String(lt), options)) {
          return null;
        }
        for (const c of dom) {
          if (!satisfies(eq, String(c), options)) {
            return false;
          }
        }
        return true;
      }
      let higher, lower;
      let hasDomLT, hasDomGT;
      let needDomLTPre = lt && !options.includePrerelease && lt.semver.prerelease.length ? lt.semver : false;
      let needDomGTPre = gt && !options.includePrerelease && gt.semver.prerelease.length ? gt.semver : false;
      if (needDomLTPre && needDomLTPre.prerelease.length === 1 && lt.operator === "<" && needDomLTPre.prerelease[0] === 0) {
        needDomLTPre = false;
      }
      for (const c of dom) {
        hasDomGT = hasDomGT || c.operator === ">" || c.operator === ">=";
        hasDomLT = hasDomLT || c.operator === "<" || c.operator === "<=";
        if (gt) {
          if (needDomGTPre) {
            if (c.semver.prerelease && c.semver.prerelease.length && c.semver.major === needDomGTPre.major && c.semver.minor === needDomGTPre.minor && c.semver.patch === needDomGTPre.patch) {
              needDomGTPre = false;
            }
          }
          if (c.operator === ">" || c.operator === ">=") {
            higher = higherGT(gt, c, options);
            if (higher === c && higher !== gt) {
              return false;
            }
          } else if (gt.operator === ">=" && !c.test(gt.semver)) {
            return false;
          }
        }
        if (lt) {
          if (needDomLTPre) {
            if (c.semver.prerelease && c.semver.prerelease.length && c.semver.major === needDomLTPre.major && c.semver.minor === needDomLTPre.minor && c.semver.patch === needDomLTPre.patch) {
              needDomLTPre = false;
            }
          }
          if (c.operator === "<" || c.operator === "<=") {
            lower = lowerLT(lt, c, options);
            if (lower === c && lower !== lt) {
              return false;
            }
          } else if (lt.operator === "<=" && !c.test(lt.semver)) {
            return false;
          }
        }
        if (!c.operator && (lt || gt) && gtltComp !== 0) {
          return false;
        }
      }
      if (gt && hasDomLT && !lt && gtltComp !== 0) {
        return false;
      }
      if (lt && hasDomGT && !gt && gtltComp !== 0) {
        return false;
      }
      if (needDomGTPre || needDomLTPre) {
        return false;
      }
      return true;
    };
    var higherGT = (a, b, options) => {
      if (!a) {
        return b;
      }
      const comp = compare(a.semver, b.semver, options);
      return comp > 0 ? a : comp < 0 ? b : b.operator === ">" && a.operator === ">=" ? b : a;
    };
    var lowerLT = (a, b, options) => {
      if (!a) {
        return b;
      }
      const comp = compare(a.semver, b.semver, options);
      return comp < 0 ? a : comp > 0 ? b : b.operator === "<" && a.operator === "<=" ? b : a;
    };
    module2.exports = subset;
  }
});

// node_modules/semver/index.js
var require_semver2 = __commonJS({
  "node_modules/semver/index.js"(exports2, module2) {
    "use strict";
    var internalRe = require_re();
    var constants = require_constants();
    var SemVer = require_semver();
    var identifiers = require_identifiers();
    var parse = require_parse();
    var valid = require_valid();
    var clean = require_clean();
    var inc = require_inc();
    var diff = require_diff();
    var major = require_major();
    var minor = require_minor();
    var patch = require_patch();
    var prerelease = require_prerelease();
    var compare = require_compare();
    var rcompare = require_rcompare();
    var compareLoose = require_compare_loose();
    var compareBuild = require_compare_build();
    var sort = require_sort();
    var rsort = require_rsort();
    var gt = require_gt();
    var lt = require_lt();
    var eq = require_eq();
    var neq = require_neq();
    var gte = require_gte();
    var lte = require_lte();
    var cmp = require_cmp();
    var coerce = require_coerce();
    var truncate = require_truncate();
    var Comparator = require_comparator();
    var Range = require_range();
    var satisfies = require_satisfies();
    var toComparators = require_to_comparators();
    var maxSatisfying = require_max_satisfying();
    var minSatisfying = require_min_satisfying();
    var minVersion = require_min_version();
    var validRange = require_valid2();
    var outside = require_outside();
    var gtr = require_gtr();
    var ltr = require_ltr();
    var intersects = require_intersects();
    var simplifyRange = require_simplify();
    var subset = require_subset();
    module2.exports = {
      parse,
      valid,
      clean,
      inc,
      diff,
      major,
      minor,
      patch,
      prerelease,
      compare,
      rcompare,
      compareLoose,
      compareBuild,
      sort,
      rsort,
      gt,
      lt,
      eq,
      neq,
      gte,
      lte,
      cmp,
      coerce,
      truncate,
      Comparator,
      Range,
      satisfies,
      toComparators,
      maxSatisfying,
      minSatisfying,
      minVersion,
      validRange,
      outside,
      gtr,
      ltr,
      intersects,
      simplifyRange,
      subset,
      SemVer,
      re: internalRe.re,
      src: internalRe.src,
      tokens: internalRe.t,
      SEMVER_SPEC_VERSION: constants.SEMVER_SPEC_VERSION,
      RELEASE_TYPES: constants.RELEASE_TYPES,
      compareIdentifiers: identifiers.compareIdentifiers,
      rcompareIdentifiers: identifiers.rcompareIdentifiers
    };
  }
});

// node_modules/fastify/lib/plugin-utils.js
var require_plugin_utils = __commonJS({
  "node_modules/fastify/lib/plugin-utils.js"(exports2, module2) {
    "use strict";
    var semver = require_semver2();
    var assert = require("node:assert");
    var kRegisteredPlugins = /* @__PURE__ */ Symbol.for("registered-plugin");
    var {
      kTestInternals
    } = require_symbols2();
    var { exist, existReply, existRequest } = require_decorate();
    var {
      FST_ERR_PLUGIN_VERSION_MISMATCH,
      FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE,
      FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER,
      FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED
    } = require_errors2();
    var rcRegex = /-(?:rc|pre|alpha).+$/u;
    function getMeta(fn) {
      return fn[/* @__PURE__ */ Symbol.for("plugin-meta")];
    }
    function getPluginName(func) {
      const display = getDisplayName(func);
      if (display) {
        return display;
      }
      const cache = require.cache;
      if (cache) {
        const keys = Object.keys(cache);
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i];
          if (cache[key].exports === func) {
            return key;
          }
        }
      }
      if (func.name) {
        return func.name;
      }
      return null;
    }
    function getFuncPreview(func) {
      return func.toString().split("\n", 2).map((s) => s.trim()).join(" -- ");
    }
    function getDisplayName(fn) {
      return fn[/* @__PURE__ */ Symbol.for("fastify.display-name")];
    }
    function shouldSkipOverride(fn) {
      return !!fn[/* @__PURE__ */ Symbol.for("skip-override")];
    }
    function checkDependencies(fn) {
      const meta = getMeta(fn);
      if (!meta) return;
      const dependencies = meta.dependencies;
      if (!dependencies) return;
      assert(Array.isArray(dependencies), "The dependencies should be an array of strings");
      dependencies.forEach((dependency) => {
        if (!this[kRegisteredPlugins].includes(dependency)) {
          throw new FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED(dependency, meta.name);
        }
      });
    }
    function checkDecorators(fn) {
      const meta = getMeta(fn);
      if (!meta) return;
      const { decorators, name } = meta;
      if (!decorators) return;
      if (decorators.fastify) _checkDecorators(this, "Fastify", decorators.fastify, name);
      if (decorators.reply) _checkDecorators(this, "Reply", decorators.reply, name);
      if (decorators.request) _checkDecorators(this, "Request", decorators.request, name);
    }
    var checks = {
      Fastify: exist,
      Request: existRequest,
      Reply: existReply
    };
    function _checkDecorators(that, instance, decorators, name) {
      assert(Array.isArray(decorators), "The decorators should be an array of strings");
      decorators.forEach((decorator) => {
        const withPluginName = typeof name === "string" ? ` required by '${name}'` : "";
        if (!checks[instance].call(that, decorator)) {
          throw new FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE(decorator, withPluginName, instance);
        }
      });
    }
    function checkVersion(fn) {
      const meta = getMeta(fn);
      if (meta?.fastify == null) return;
      const requiredVersion = meta.fastify;
      const fastifyRc = rcRegex.test(this.version);
      if (fastifyRc === true && semver.gt(this.version, semver.coerce(requiredVersion)) === true) {
        return;
      }
      if (requiredVersion && semver.satisfies(this.version, requiredVersion, { includePrerelease: fastifyRc }) === false) {
        throw new FST_ERR_PLUGIN_VERSION_MISMATCH(meta.name, requiredVersion, this.version);
      }
    }
    function registerPluginName(fn) {
      const meta = getMeta(fn);
      if (!meta) return;
      const name = meta.name;
      if (!name) return;
      this[kRegisteredPlugins].push(name);
      return name;
    }
    function checkPluginHealthiness(fn, pluginName) {
      if (fn.constructor.name === "AsyncFunction" && fn.length === 3) {
        throw new FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER(pluginName);
      }
    }
    function registerPlugin(fn) {
      const pluginName = registerPluginName.call(this, fn) || getPluginName(fn);
      checkPluginHealthiness.call(this, fn, pluginName);
      checkVersion.call(this, fn);
      checkDecorators.call(this, fn);
      checkDependencies.call(this, fn);
      return shouldSkipOverride(fn);
    }
    module2.exports = {
      getPluginName,
      getFuncPreview,
      kRegisteredPlugins,
      getDisplayName,
      registerPlugin
    };
    module2.exports[kTestInternals] = {
      shouldSkipOverride,
      getMeta,
      checkDecorators,
      checkDependencies
    };
  }
});

// node_modules/fastify/lib/req-id-gen-factory.js
var require_req_id_gen_factory = __commonJS({
  "node_modules/fastify/lib/req-id-gen-factory.js"(exports2, module2) {
    "use strict";
    var { kGenReqId } = require_symbols2();
    function reqIdGenFactory(requestIdHeader, optGenReqId) {
      const genReqId = optGenReqId || buildDefaultGenReqId();
      if (requestIdHeader) {
        return buildOptionalHeaderReqId(requestIdHeader, genReqId);
      }
      return genReqId;
    }
    function getGenReqId(contextServer, req) {
      return contextServer[kGenReqId](req);
    }
    function buildDefaultGenReqId() {
      const maxInt = 2147483647;
      let nextReqId = 0;
      return function defaultGenReqId() {
        nextReqId = nextReqId + 1 & maxInt;
        return `req-${nextReqId.toString(36)}`;
      };
    }
    function buildOptionalHeaderReqId(requestIdHeader, genReqId) {
      return function(req) {
        return req.headers[requestIdHeader] || genReqId(req);
      };
    }
    module2.exports = {
      getGenReqId,
      reqIdGenFactory
    };
  }
});

// node_modules/fast-decode-uri-component/index.js
var require_fast_decode_uri_component = __commonJS({
  "node_modules/fast-decode-uri-component/index.js"(exports2, module2) {
    "use strict";
    var UTF8_ACCEPT = 12;
    var UTF8_REJECT = 0;
    var UTF8_DATA = [
      // The first part of the table maps bytes to character to a transition.
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      4,
      4,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      6,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      8,
      7,
      7,
      10,
      9,
      9,
      9,
      11,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      // The second part of the table maps a state to a new state when adding a
      // transition.
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      12,
      0,
      0,
      0,
      0,
      24,
      36,
      48,
      60,
      72,
      84,
      96,
      0,
      12,
      12,
      12,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      24,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      24,
      24,
      24,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      24,
      24,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      48,
      48,
      48,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      48,
      48,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      48,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // The third part maps the current transition to a mask that needs to apply
      // to the byte.
      127,
      63,
      63,
      63,
      0,
      31,
      15,
      15,
      15,
      7,
      7,
      7
    ];
    function decodeURIComponent(uri) {
      var percentPosition = uri.indexOf("%");
      if (percentPosition === -1) return uri;
      var length = uri.length;
      var decoded = "";
      var last = 0;
      var codepoint = 0;
      var startOfOctets = percentPosition;
      var state = UTF8_ACCEPT;
      while (percentPosition > -1 && percentPosition < length) {
        var high = hexCodeToInt(uri[percentPosition + 1], 4);
        var low = hexCodeToInt(uri[percentPosition + 2], 0);
        var byte = high | low;
        var type = UTF8_DATA[byte];
        state = UTF8_DATA[256 + state + type];
        codepoint = codepoint << 6 | byte & UTF8_DATA[364 + type];
        if (state === UTF8_ACCEPT) {
          decoded += uri.slice(last, startOfOctets);
          decoded += codepoint <= 65535 ? String.fromCharCode(codepoint) : String.fromCharCode(
            55232 + (codepoint >> 10),
            56320 + (codepoint & 1023)
          );
          codepoint = 0;
          last = percentPosition + 3;
          percentPosition = startOfOctets = uri.indexOf("%", last);
        } else if (state === UTF8_REJECT) {
          return null;
        } else {
          percentPosition += 3;
          if (percentPosition < length && uri.charCodeAt(percentPosition) === 37) continue;
          return null;
        }
      }
      return decoded + uri.slice(last);
    }
    var HEX = {
      "0": 0,
      "1": 1,
      "2": 2,
      "3": 3,
      "4": 4,
      "5": 5,
      "6": 6,
      "7": 7,
      "8": 8,
      "9": 9,
      "a": 10,
      "A": 10,
      "b": 11,
      "B": 11,
      "c": 12,
      "C": 12,
      "d": 13,
      "D": 13,
      "e": 14,
      "E": 14,
      "f": 15,
      "F": 15
    };
    function hexCodeToInt(c, shift) {
      var i = HEX[c];
      return i === void 0 ? 255 : i << shift;
    }
    module2.exports = decodeURIComponent;
  }
});

// node_modules/fast-querystring/lib/parse.js
var require_parse2 = __commonJS({
  "node_modules/fast-querystring/lib/parse.js"(exports2, module2) {
    "use strict";
    var fastDecode = require_fast_decode_uri_component();
    var plusRegex = /\+/g;
    var Empty = function() {
    };
    Empty.prototype = /* @__PURE__ */ Object.create(null);
    function parse(input) {
      const result = new Empty();
      if (typeof input !== "string") {
        return result;
      }
      let inputLength = input.length;
      let key = "";
      let value = "";
      let startingIndex = -1;
      let equalityIndex = -1;
      let shouldDecodeKey = false;
      let shouldDecodeValue = false;
      let keyHasPlus = false;
      let valueHasPlus = false;
      let hasBothKeyValuePair = false;
      let c = 0;
      for (let i = 0; i < inputLength + 1; i++) {
        c = i !== inputLength ? input.charCodeAt(i) : 38;
        if (c === 38) {
          hasBothKeyValuePair = equalityIndex > startingIndex;
          if (!hasBothKeyValuePair) {
            equalityIndex = i;
          }
          key = input.slice(startingIndex + 1, equalityIndex);
          if (hasBothKeyValuePair || key.length > 0) {
            if (keyHasPlus) {
              key = key.replace(plusRegex, " ");
            }
            if (shouldDecodeKey) {
              key = fastDecode(key) || key;
            }
            if (hasBothKeyValuePair) {
              value = input.slice(equalityIndex + 1, i);
              if (valueHasPlus) {
                value = value.replace(plusRegex, " ");
              }
              if (shouldDecodeValue) {
                value = fastDecode(value) || value;
              }
            }
            const currentValue = result[key];
            if (currentValue === void 0) {
              result[key] = value;
            } else {
              if (currentValue.pop) {
                currentValue.push(value);
              } else {
                result[key] = [currentValue, value];
              }
            }
          }
          value = "";
          startingIndex = i;
          equalityIndex = i;
          shouldDecodeKey = false;
          shouldDecodeValue = false;
          keyHasPlus = false;
          valueHasPlus = false;
        } else if (c === 61) {
          if (equalityIndex <= startingIndex) {
            equalityIndex = i;
          } else {
            shouldDecodeValue = true;
          }
        } else if (c === 43) {
          if (equalityIndex > startingIndex) {
            valueHasPlus = true;
          } else {
            keyHasPlus = true;
          }
        } else if (c === 37) {
          if (equalityIndex > startingIndex) {
            shouldDecodeValue = true;
          } else {
            shouldDecodeKey = true;
          }
        }
      }
      return result;
    }
    module2.exports = parse;
  }
});

// node_modules/fast-querystring/lib/internals/querystring.js
var require_querystring = __commonJS({
  "node_modules/fast-querystring/lib/internals/querystring.js"(exports2, module2) {
    var hexTable = Array.from(
      { length: 256 },
      (_, i) => "%" + ((i < 16 ? "0" : "") + i.toString(16)).toUpperCase()
    );
    var noEscape = new Int8Array([
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 0 - 15
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 16 - 31
      0,
      1,
      0,
      0,
      0,
      0,
      0,
      1,
      1,
      1,
      1,
      0,
      0,
      1,
      1,
      0,
      // 32 - 47
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      // 48 - 63
      0,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      // 64 - 79
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      0,
      0,
      1,
      // 80 - 95
      0,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      // 96 - 111
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      0,
      1,
      0
      // 112 - 127
    ]);
    function encodeString(str) {
      const len = str.length;
      if (len === 0) return "";
      let out = "";
      let lastPos = 0;
      let i = 0;
      outer: for (; i < len; i++) {
        let c = str.charCodeAt(i);
        while (c < 128) {
          if (noEscape[c] !== 1) {
            if (lastPos < i) out += str.slice(lastPos, i);
            lastPos = i + 1;
            out += hexTable[c];
          }
          if (++i === len) break outer;
          c = str.charCodeAt(i);
        }
        if (lastPos < i) out += str.slice(lastPos, i);
        if (c < 2048) {
          lastPos = i + 1;
          out += hexTable[192 | c >> 6] + hexTable[128 | c & 63];
          continue;
        }
        if (c < 55296 || c >= 57344) {
          lastPos = i + 1;
          out += hexTable[224 | c >> 12] + hexTable[128 | c >> 6 & 63] + hexTable[128 | c & 63];
          continue;
        }
        ++i;
        if (i >= len) {
          throw new Error("URI malformed");
        }
        const c2 = str.charCodeAt(i) & 1023;
        lastPos = i + 1;
        c = 65536 + ((c & 1023) << 10 | c2);
        out += hexTable[240 | c >> 18] + hexTable[128 | c >> 12 & 63] + hexTable[128 | c >> 6 & 63] + hexTable[128 | c & 63];
      }
      if (lastPos === 0) return str;
      if (lastPos < len) return out + str.slice(lastPos);
      return out;
    }
    module2.exports = { encodeString };
  }
});

// node_modules/fast-querystring/lib/stringify.js
var require_stringify = __commonJS({
  "node_modules/fast-querystring/lib/stringify.js"(exports2, module2) {
    "use strict";
    var { encodeString } = require_querystring();
    function getAsPrimitive(value) {
      const type = typeof value;
      if (type === "string") {
        return encodeString(value);
      } else if (type === "bigint") {
        return value.toString();
      } else if (type === "boolean") {
        return value ? "true" : "false";
      } else if (type === "number" && Number.isFinite(value)) {
        return value < 1e21 ? "" + value : encodeString("" + value);
      }
      return "";
    }
    function stringify(input) {
      let result = "";
      if (input === null || typeof input !== "object") {
        return result;
      }
      const separator = "&";
      const keys = Object.keys(input);
      const keyLength = keys.length;
      let valueLength = 0;
      for (let i = 0; i < keyLength; i++) {
        const key = keys[i];
        const value = input[key];
        const encodedKey = encodeString(key) + "=";
        if (i) {
          result += separator;
        }
        if (Array.isArray(value)) {
          valueLength = value.length;
          for (let j = 0; j < valueLength; j++) {
            if (j) {
              result += separator;
            }
            result += encodedKey;
            result += getAsPrimitive(value[j]);
          }
        } else {
          result += encodedKey;
          result += getAsPrimitive(value);
        }
      }
      return result;
    }
    module2.exports = stringify;
  }
});

// node_modules/fast-querystring/lib/index.js
var require_lib = __commonJS({
  "node_modules/fast-querystring/lib/index.js"(exports2, module2) {
    "use strict";
    var parse = require_parse2();
    var stringify = require_stringify();
    var fastQuerystring = {
      parse,
      stringify
    };
    module2.exports = fastQuerystring;
    module2.exports.default = fastQuerystring;
    module2.exports.parse = parse;
    module2.exports.stringify = stringify;
  }
});

// node_modules/ret/dist/types/tokens.js
var require_tokens = __commonJS({
  "node_modules/ret/dist/types/tokens.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
  }
});

// node_modules/ret/dist/types/types.js
var require_types = __commonJS({
  "node_modules/ret/dist/types/types.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.types = void 0;
    var types;
    (function(types2) {
      types2[types2["ROOT"] = 0] = "ROOT";
      types2[types2["GROUP"] = 1] = "GROUP";
      types2[types2["POSITION"] = 2] = "POSITION";
      types2[types2["SET"] = 3] = "SET";
      types2[types2["RANGE"] = 4] = "RANGE";
      types2[types2["REPETITION"] = 5] = "REPETITION";
      types2[types2["REFERENCE"] = 6] = "REFERENCE";
      types2[types2["CHAR"] = 7] = "CHAR";
    })(types || (exports2.types = types = {}));
  }
});

// node_modules/ret/dist/types/set-lookup.js
var require_set_lookup = __commonJS({
  "node_modules/ret/dist/types/set-lookup.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
  }
});

// node_modules/ret/dist/types/index.js
var require_types2 = __commonJS({
  "node_modules/ret/dist/types/index.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports2 && exports2.__exportStar || function(m, exports3) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports3, p)) __createBinding(exports3, m, p);
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    __exportStar(require_tokens(), exports2);
    __exportStar(require_types(), exports2);
    __exportStar(require_set_lookup(), exports2);
  }
});

// node_modules/ret/dist/sets.js
var require_sets = __commonJS({
  "node_modules/ret/dist/sets.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.anyChar = exports2.notWhitespace = exports2.whitespace = exports2.notInts = exports2.ints = exports2.notWords = exports2.words = void 0;
    var types_1 = require_types2();
    var INTS = () => [{ type: types_1.types.RANGE, from: 48, to: 57 }];
    var WORDS = () => [
      { type: types_1.types.CHAR, value: 95 },
      { type: types_1.types.RANGE, from: 97, to: 122 },
      { type: types_1.types.RANGE, from: 65, to: 90 },
      { type: types_1.types.RANGE, from: 48, to: 57 }
    ];
    var WHITESPACE = () => [
      { type: types_1.types.CHAR, value: 9 },
      { type: types_1.types.CHAR, value: 10 },
      { type: types_1.types.CHAR, value: 11 },
      { type: types_1.types.CHAR, value: 12 },
      { type: types_1.types.CHAR, value: 13 },
      { type: types_1.types.CHAR, value: 32 },
      { type: types_1.types.CHAR, value: 160 },
      { type: types_1.types.CHAR, value: 5760 },
      { type: types_1.types.RANGE, from: 8192, to: 8202 },
      { type: types_1.types.CHAR, value: 8232 },
      { type: types_1.types.CHAR, value: 8233 },
      { type: types_1.types.CHAR, value: 8239 },
      { type: types_1.types.CHAR, value: 8287 },
      { type: types_1.types.CHAR, value: 12288 },
      { type: types_1.types.CHAR, value: 65279 }
    ];
    var NOTANYCHAR = () => [
      { type: types_1.types.CHAR, value: 10 },
      { type: types_1.types.CHAR, value: 13 },
      { type: types_1.types.CHAR, value: 8232 },
      { type: types_1.types.CHAR, value: 8233 }
    ];
    var words = () => ({ type: types_1.types.SET, set: WORDS(), not: false });
    exports2.words = words;
    var notWords = () => ({ type: types_1.types.SET, set: WORDS(), not: true });
    exports2.notWords = notWords;
    var ints = () => ({ type: types_1.types.SET, set: INTS(), not: false });
    exports2.ints = ints;
    var notInts = () => ({ type: types_1.types.SET, set: INTS(), not: true });
    exports2.notInts = notInts;
    var whitespace = () => ({ type: types_1.types.SET, set: WHITESPACE(), not: false });
    exports2.whitespace = whitespace;
    var notWhitespace = () => ({ type: types_1.types.SET, set: WHITESPACE(), not: true });
    exports2.notWhitespace = notWhitespace;
    var anyChar = () => ({ type: types_1.types.SET, set: NOTANYCHAR(), not: true });
    exports2.anyChar = anyChar;
  }
});

// node_modules/ret/dist/util.js
var require_util = __commonJS({
  "node_modules/ret/dist/util.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.tokenizeClass = exports2.strToChars = void 0;
    var types_1 = require_types2();
    var sets = __importStar(require_sets());
    var CTRL = "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^ ?";
    var strToChars = (str) => {
      const charsRegex = /(\[\\b\])|(\\)?\\(?:u([A-F0-9]{4})|x([A-F0-9]{2})|c([@A-Z[\\\]^?])|([0tnvfr]))/g;
      return str.replace(charsRegex, (s, b, lbs, a16, b16, dctrl, eslsh) => {
        if (lbs) {
          return s;
        }
        let code = b ? 8 : a16 ? parseInt(a16, 16) : b16 ? parseInt(b16, 16) : dctrl ? CTRL.indexOf(dctrl) : {
          0: 0,
          t: 9,
          n: 10,
          v: 11,
          f: 12,
          r: 13
        }[eslsh];
        let c = String.fromCharCode(code);
        return /[[\]{}^$.|?*+()]/.test(c) ? `\\${c}` : c;
      });
    };
    exports2.strToChars = strToChars;
    var tokenizeClass = (str, regexpStr = "") => {
      var _a, _b, _c, _d, _e, _f, _g;
      let tokens = [], rs, c;
      const regexp = /\\(?:(w)|(d)|(s)|(W)|(D)|(S))|((?:(?:\\)(.)|([^\]\\]))-(((?:\\)])|(((?:\\)?([^\]])))))|(\])|(?:\\)?([^])/g;
      while ((rs = regexp.exec(str)) !== null) {
        const p = (_g = (_f = (_e = (_d = (_c = (_b = (_a = rs[1] && sets.words()) !== null && _a !== void 0 ? _a : rs[2] && sets.ints()) !== null && _b !== void 0 ? _b : rs[3] && sets.whitespace()) !== null && _c !== void 0 ? _c : rs[4] && sets.notWords()) !== null && _d !== void 0 ? _d : rs[5] && sets.notInts()) !== null && _e !== void 0 ? _e : rs[6] && sets.notWhitespace()) !== null && _f !== void 0 ? _f : rs[7] && {
          type: types_1.types.RANGE,
          from: (rs[8] || rs[9]).charCodeAt(0),
          to: (c = rs[10]).charCodeAt(c.length - 1)
        }) !== null && _g !== void 0 ? _g : (c = rs[16]) && { type: types_1.types.CHAR, value: c.charCodeAt(0) };
        if (p) {
          tokens.push(p);
        } else {
          return [tokens, regexp.lastIndex];
        }
      }
      throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unterminated character class`);
    };
    exports2.tokenizeClass = tokenizeClass;
  }
});

// node_modules/ret/dist/tokenizer.js
var require_tokenizer = __commonJS({
  "node_modules/ret/dist/tokenizer.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.tokenizer = void 0;
    var util = __importStar(require_util());
    var types_1 = require_types2();
    var sets = __importStar(require_sets());
    var captureGroupFirstChar = /^[a-zA-Z_$]$/i;
    var captureGroupChars = /^[a-zA-Z0-9_$]$/i;
    var digit = /\d/;
    var tokenizer = (regexpStr) => {
      let i = 0, c;
      let start = { type: types_1.types.ROOT, stack: [] };
      let lastGroup = start;
      let last = start.stack;
      let groupStack = [];
      let referenceQueue = [];
      let groupCount = 0;
      const repeatErr = (col) => {
        throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Nothing to repeat at column ${col - 1}`);
      };
      let str = util.strToChars(regexpStr);
      while (i < str.length) {
        switch (c = str[i++]) {
          // Handle escaped characters, inclues a few sets.
          case "\\":
            if (i === str.length) {
              throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: \\ at end of pattern`);
            }
            switch (c = str[i++]) {
              case "b":
                last.push({ type: types_1.types.POSITION, value: "b" });
                break;
              case "B":
                last.push({ type: types_1.types.POSITION, value: "B" });
                break;
              case "w":
                last.push(sets.words());
                break;
              case "W":
                last.push(sets.notWords());
                break;
              case "d":
                last.push(sets.ints());
                break;
              case "D":
                last.push(sets.notInts());
                break;
              case "s":
                last.push(sets.whitespace());
                break;
              case "S":
                last.push(sets.notWhitespace());
                break;
              default:
                if (digit.test(c)) {
                  let digits = c;
                  while (i < str.length && digit.test(str[i])) {
                    digits += str[i++];
                  }
                  let value = parseInt(digits, 10);
                  const reference = { type: types_1.types.REFERENCE, value };
                  last.push(reference);
                  referenceQueue.push({ reference, stack: last, index: last.length - 1 });
                } else {
                  last.push({ type: types_1.types.CHAR, value: c.charCodeAt(0) });
                }
            }
            break;
          // Positionals.
          case "^":
            last.push({ type: types_1.types.POSITION, value: "^" });
            break;
          case "$":
            last.push({ type: types_1.types.POSITION, value: "$" });
            break;
          // Handle custom sets.
          case "[": {
            let not;
            if (str[i] === "^") {
              not = true;
              i++;
            } else {
              not = false;
            }
            let classTokens = util.tokenizeClass(str.slice(i), regexpStr);
            i += classTokens[1];
            last.push({
              type: types_1.types.SET,
              set: classTokens[0],
              not
            });
            break;
          }
          // Class of any character except \n.
          case ".":
            last.push(sets.anyChar());
            break;
          // Push group onto stack.
          case "(": {
            let group = {
              type: types_1.types.GROUP,
              stack: [],
              remember: true
            };
            if (str[i] === "?") {
              c = str[i + 1];
              i += 2;
              if (c === "=") {
                group.followedBy = true;
                group.remember = false;
              } else if (c === "!") {
                group.notFollowedBy = true;
                group.remember = false;
              } else if (c === "<") {
                let name = "";
                if (captureGroupFirstChar.test(str[i])) {
                  name += str[i];
                  i++;
                } else {
                  throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Invalid capture group name, character '${str[i]}' after '<' at column ${i + 1}`);
                }
                while (i < str.length && captureGroupChars.test(str[i])) {
                  name += str[i];
                  i++;
                }
                if (str[i] !== ">") {
                  throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unclosed capture group name, expected '>', found '${str[i]}' at column ${i + 1}`);
                }
                group.name = name;
                i++;
              } else if (c === ":") {
                group.remember = false;
              } else {
                throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Invalid group, character '${c}' after '?' at column ${i - 1}`);
              }
            } else {
              groupCount += 1;
            }
            last.push(group);
            groupStack.push(lastGroup);
            lastGroup = group;
            last = group.stack;
            break;
          }
          // Pop group out of stack.
          case ")":
            if (groupStack.length === 0) {
              throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unmatched ) at column ${i - 1}`);
            }
            lastGroup = groupStack.pop();
            last = lastGroup.options ? lastGroup.options[lastGroup.options.length - 1] : lastGroup.stack;
            break;
          // Use pipe character to give more choices.
          case "|": {
            if (!lastGroup.options) {
              lastGroup.options = [lastGroup.stack];
              delete lastGroup.stack;
            }
            let stack = [];
            lastGroup.options.push(stack);
            last = stack;
            break;
          }
          // Repetition.
          // For every repetition, remove last element from last stack
          // then insert back a RANGE object.
          // This design is chosen because there could be more than
          // one repetition symbols in a regex i.e. `a?+{2,3}`.
          case "{": {
            let rs = /^(\d+)(,(\d+)?)?\}/.exec(str.slice(i)), min, max;
            if (rs !== null) {
              if (last.length === 0) {
                repeatErr(i);
              }
              min = parseInt(rs[1], 10);
              max = rs[2] ? rs[3] ? parseInt(rs[3], 10) : Infinity : min;
              i += rs[0].length;
              last.push({
                type: types_1.types.REPETITION,
                min,
                max,
                value: last.pop()
              });
            } else {
              last.push({
                type: types_1.types.CHAR,
                value: 123
              });
            }
            break;
          }
          case "?":
            if (last.length === 0) {
              repeatErr(i);
            }
            last.push({
              type: types_1.types.REPETITION,
              min: 0,
              max: 1,
              value: last.pop()
            });
            break;
          case "+":
            if (last.length === 0) {
              repeatErr(i);
            }
            last.push({
              type: types_1.types.REPETITION,
              min: 1,
              max: Infinity,
              value: last.pop()
            });
            break;
          case "*":
            if (last.length === 0) {
              repeatErr(i);
            }
            last.push({
              type: types_1.types.REPETITION,
              min: 0,
              max: Infinity,
              value: last.pop()
            });
            break;
          // Default is a character that is not `\[](){}?+*^$`.
          default:
            last.push({
              type: types_1.types.CHAR,
              value: c.charCodeAt(0)
            });
        }
      }
      if (groupStack.length !== 0) {
        throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unterminated group`);
      }
      updateReferences(referenceQueue, groupCount);
      return start;
    };
    exports2.tokenizer = tokenizer;
    function updateReferences(referenceQueue, groupCount) {
      for (const elem of referenceQueue.reverse()) {
        if (groupCount < elem.reference.value) {
          elem.reference.type = types_1.types.CHAR;
          const valueString = elem.reference.value.toString();
          elem.reference.value = parseInt(valueString, 8);
          if (!/^[0-7]+$/.test(valueString)) {
            let i = 0;
            while (valueString[i] !== "8" && valueString[i] !== "9") {
              i += 1;
            }
            if (i === 0) {
              elem.reference.value = valueString.charCodeAt(0);
              i += 1;
            } else {
              elem.reference.value = parseInt(valueString.slice(0, i), 8);
            }
            if (valueString.length > i) {
              const tail = elem.stack.splice(elem.index + 1);
              for (const char of valueString.slice(i)) {
                elem.stack.push({
                  type: types_1.types.CHAR,
                  value: char.charCodeAt(0)
                });
              }
              elem.stack.push(...tail);
            }
          }
        }
      }
    }
  }
});

// node_modules/ret/dist/sets-lookup.js
var require_sets_lookup = __commonJS({
  "node_modules/ret/dist/sets-lookup.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.NOTANYCHAR = exports2.WHITESPACE = exports2.WORDS = exports2.INTS = void 0;
    var Sets = __importStar(require_sets());
    var types_1 = require_types2();
    function setToLookup(tokens) {
      let lookup = {};
      let len = 0;
      for (const token of tokens) {
        if (token.type === types_1.types.CHAR) {
          lookup[token.value] = true;
        }
        if (token.type === types_1.types.RANGE) {
          lookup[`${token.from}-${token.to}`] = true;
        }
        len += 1;
      }
      return {
        lookup: () => Object.assign({}, lookup),
        len
      };
    }
    exports2.INTS = setToLookup(Sets.ints().set);
    exports2.WORDS = setToLookup(Sets.words().set);
    exports2.WHITESPACE = setToLookup(Sets.whitespace().set);
    exports2.NOTANYCHAR = setToLookup(Sets.anyChar().set);
  }
});

// node_modules/ret/dist/write-set-tokens.js
var require_write_set_tokens = __commonJS({
  "node_modules/ret/dist/write-set-tokens.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.setChar = setChar;
    exports2.writeSetTokens = writeSetTokens;
    var types_1 = require_types2();
    var sets = __importStar(require_sets_lookup());
    function setChar(charCode) {
      return charCode === 94 ? "\\^" : charCode === 92 ? "\\\\" : charCode === 93 ? "\\]" : charCode === 45 ? "\\-" : String.fromCharCode(charCode);
    }
    function isSameSet(set, { lookup, len }) {
      if (len !== set.length) {
        return false;
      }
      const map = lookup();
      for (const elem of set) {
        if (elem.type === types_1.types.SET) {
          return false;
        }
        const key = elem.type === types_1.types.CHAR ? elem.value : `${elem.from}-${elem.to}`;
        if (map[key]) {
          map[key] = false;
        } else {
          return false;
        }
      }
      return true;
    }
    function writeSetTokens(set, isNested = false) {
      if (isSameSet(set.set, sets.INTS)) {
        return set.not ? "\\D" : "\\d";
      }
      if (isSameSet(set.set, sets.WORDS)) {
        return set.not ? "\\W" : "\\w";
      }
      if (set.not && isSameSet(set.set, sets.NOTANYCHAR)) {
        return ".";
      }
      if (isSameSet(set.set, sets.WHITESPACE)) {
        return set.not ? "\\S" : "\\s";
      }
      let tokenString = "";
      for (let i = 0; i < set.set.length; i++) {
        const subset = set.set[i];
        tokenString += writeSetToken(subset);
      }
      const contents = `${set.not ? "^" : ""}${tokenString}`;
      return isNested ? contents : `[${contents}]`;
    }
    function writeSetToken(set) {
      if (set.type === types_1.types.CHAR) {
        return setChar(set.value);
      } else if (set.type === types_1.types.RANGE) {
        return `${setChar(set.from)}-${setChar(set.to)}`;
      }
      return writeSetTokens(set, true);
    }
  }
});

// node_modules/ret/dist/reconstruct.js
var require_reconstruct = __commonJS({
  "node_modules/ret/dist/reconstruct.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.reconstruct = void 0;
    var types_1 = require_types2();
    var write_set_tokens_1 = require_write_set_tokens();
    var reduceStack = (stack) => stack.map(exports2.reconstruct).join("");
    var createAlternate = (token) => {
      if ("options" in token) {
        return token.options.map(reduceStack).join("|");
      } else if ("stack" in token) {
        return reduceStack(token.stack);
      } else {
        throw new Error(`options or stack must be Root or Group token`);
      }
    };
    var reconstruct = (token) => {
      switch (token.type) {
        case types_1.types.ROOT:
          return createAlternate(token);
        case types_1.types.CHAR: {
          const c = String.fromCharCode(token.value);
          return (/[[\\{}$^.|?*+()]/.test(c) ? "\\" : "") + c;
        }
        case types_1.types.POSITION:
          if (token.value === "^" || token.value === "$") {
            return token.value;
          } else {
            return `\\${token.value}`;
          }
        case types_1.types.REFERENCE:
          return `\\${token.value}`;
        case types_1.types.SET:
          return (0, write_set_tokens_1.writeSetTokens)(token);
        case types_1.types.GROUP: {
          const prefix = token.name ? `?<${token.name}>` : token.remember ? "" : token.followedBy ? "?=" : token.notFollowedBy ? "?!" : "?:";
          return `(${prefix}${createAlternate(token)})`;
        }
        case types_1.types.REPETITION: {
          const { min, max } = token;
          let endWith;
          if (min === 0 && max === 1) {
            endWith = "?";
          } else if (min === 1 && max === Infinity) {
            endWith = "+";
          } else if (min === 0 && max === Infinity) {
            endWith = "*";
          } else if (max === Infinity) {
            endWith = `{${min},}`;
          } else if (min === max) {
            endWith = `{${min}}`;
          } else {
            endWith = `{${min},${max}}`;
          }
          return `${(0, exports2.reconstruct)(token.value)}${endWith}`;
        }
        case types_1.types.RANGE:
          return `${(0, write_set_tokens_1.setChar)(token.from)}-${(0, write_set_tokens_1.setChar)(token.to)}`;
        default:
          throw new Error(`Invalid token type ${token}`);
      }
    };
    exports2.reconstruct = reconstruct;
  }
});

// node_modules/ret/dist/index.js
var require_dist = __commonJS({
  "node_modules/ret/dist/index.js"(exports2, module2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports2 && exports2.__exportStar || function(m, exports3) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports3, p)) __createBinding(exports3, m, p);
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.types = void 0;
    var types_1 = require_types2();
    Object.defineProperty(exports2, "types", { enumerable: true, get: function() {
      return types_1.types;
    } });
    __exportStar(require_tokenizer(), exports2);
    __exportStar(require_reconstruct(), exports2);
    var tokenizer_1 = require_tokenizer();
    var reconstruct_1 = require_reconstruct();
    __exportStar(require_types2(), exports2);
    exports2.default = tokenizer_1.tokenizer;
    module2.exports = tokenizer_1.tokenizer;
    module2.exports.types = types_1.types;
    module2.exports.reconstruct = reconstruct_1.reconstruct;
  }
});

// node_modules/safe-regex2/index.js
var require_safe_regex2 = __commonJS({
  "node_modules/safe-regex2/index.js"(exports2, module2) {
    "use strict";
    var parse = require_dist();
    var { types } = require_dist();
    function walk(node, opts, starHeight) {
      let i;
      let ok;
      let len;
      if (node.type === types.REPETITION) {
        starHeight++;
        opts.reps++;
        if (starHeight > 1) return false;
        if (opts.reps > opts.limit) return false;
      }
      const options = node.options || node.value?.options;
      if (options) {
        for (i = 0, len = options.length; i < len; i++) {
          ok = walk({ stack: options[i] }, opts, starHeight);
          if (!ok) return false;
        }
      }
      const stack = node.stack || node.value?.stack;
      if (!stack) return true;
      for (i = 0, len = stack.length; i < len; i++) {
        ok = walk(stack[i], opts, starHeight);
        if (!ok) return false;
      }
      return true;
    }
    function safeRegex(re, options) {
      const opts = {
        reps: 0,
        limit: options?.limit ?? 25
      };
      if (isRegExp(re)) re = re.source;
      else if (typeof re !== "string") re = String(re);
      try {
        return walk(parse(re), opts, 0);
      } catch {
        return false;
      }
    }
    function isRegExp(x) {
      return Object.prototype.toString.call(x) === "[object RegExp]";
    }
    module2.exports = safeRegex;
    module2.exports.default = safeRegex;
    module2.exports.safeRegex = safeRegex;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/find-my-way/lib/strategies/http-method.js
var require_http_method = __commonJS({
  "node_modules/find-my-way/lib/strategies/http-method.js"(exports2, module2) {
    "use strict";
    module2.exports = {
      name: "__fmw_internal_strategy_merged_tree_http_method__",
      storage: function() {
        const handlers = /* @__PURE__ */ new Map();
        return {
          get: (type) => {
            return handlers.get(type) || null;
          },
          set: (type, store) => {
            handlers.set(type, store);
          }
        };
      },
      /* c8 ignore next 1 */
      deriveConstraint: (req) => req.method,
      mustMatchWhenDerived: true
    };
  }
});

// node_modules/find-my-way/lib/pretty-print.js
var require_pretty_print = __commonJS({
  "node_modules/find-my-way/lib/pretty-print.js"(exports2, module2) {
    "use strict";
    var deepEqual = require_fast_deep_equal();
    var httpMethodStrategy = require_http_method();
    var treeDataSymbol = /* @__PURE__ */ Symbol("treeData");
    function printObjectTree(obj, parentPrefix = "") {
      let tree = "";
      const keys = Object.keys(obj);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const value = obj[key];
        const isLast = i === keys.length - 1;
        const nodePrefix = isLast ? "\u2514\u2500\u2500 " : "\u251C\u2500\u2500 ";
        const childPrefix = isLast ? "    " : "\u2502   ";
        const nodeData = value[treeDataSymbol] || "";
        const prefixedNodeData = nodeData.replaceAll("\n", "\n" + parentPrefix + childPrefix);
        tree += parentPrefix + nodePrefix + key + prefixedNodeData + "\n";
        tree += printObjectTree(value, parentPrefix + childPrefix);
      }
      return tree;
    }
    function parseFunctionName(fn) {
      let fName = fn.name || "";
      fName = fName.replace("bound", "").trim();
      fName = (fName || "anonymous") + "()";
      return fName;
    }
    function parseMeta(meta) {
      if (Array.isArray(meta)) return meta.map((m) => parseMeta(m));
      if (typeof meta === "symbol") return meta.toString();
      if (typeof meta === "function") return parseFunctionName(meta);
      if (meta instanceof RegExp) return meta.toString();
      return meta;
    }
    function getRouteMetaData(route, options) {
      if (!options.includeMeta) return {};
      const metaDataObject = options.buildPrettyMeta(route);
      const filteredMetaData = {};
      let includeMetaKeys = options.includeMeta;
      if (!Array.isArray(includeMetaKeys)) {
        includeMetaKeys = Reflect.ownKeys(metaDataObject);
      }
      for (const metaKey of includeMetaKeys) {
        if (!Object.prototype.hasOwnProperty.call(metaDataObject, metaKey)) continue;
        const serializedKey = metaKey.toString();
        const metaValue = metaDataObject[metaKey];
        if (metaValue !== void 0 && metaValue !== null) {
          const serializedValue = JSON.stringify(parseMeta(metaValue));
          filteredMetaData[serializedKey] = serializedValue;
        }
      }
      return filteredMetaData;
    }
    function serializeMetaData(metaData) {
      let serializedMetaData = "";
      for (const [key, value] of Object.entries(metaData)) {
        serializedMetaData += `
\u2022 (${key}) ${value}`;
      }
      return serializedMetaData;
    }
    function normalizeRoute(route) {
      const constraints = { ...route.opts.constraints };
      const method = constraints[httpMethodStrategy.name];
      delete constraints[httpMethodStrategy.name];
      return { ...route, method, opts: { constraints } };
    }
    function serializeConstraints(constraints) {
      return JSON.stringify(constraints, (_key, value) => {
        if (value instanceof RegExp) return value.toString();
        return value;
      });
    }
    function serializeRoute(route) {
      let serializedRoute = ` (${route.method})`;
      const constraints = route.opts.constraints || {};
      if (Object.keys(constraints).length !== 0) {
        serializedRoute += " " + serializeConstraints(constraints);
      }
      serializedRoute += serializeMetaData(route.metaData);
      return serializedRoute;
    }
    function mergeSimilarRoutes(routes) {
      return routes.reduce((mergedRoutes, route) => {
        for (const nodeRoute of mergedRoutes) {
          if (deepEqual(route.opts.constraints, nodeRoute.opts.constraints) && deepEqual(route.metaData, nodeRoute.metaData)) {
            nodeRoute.method += ", " + route.method;
            return mergedRoutes;
          }
        }
        mergedRoutes.push(route);
        return mergedRoutes;
      }, []);
    }
    function serializeNode(node, prefix, options) {
      let routes = node.routes;
      if (options.method === void 0) {
        routes = routes.map(normalizeRoute);
      }
      routes = routes.map((route) => {
        route.metaData = getRouteMetaData(route, options);
        return route;
      });
      if (options.method === void 0) {
        routes = mergeSimilarRoutes(routes);
      }
      return routes.map(serializeRoute).join(`
${prefix}`);
    }
    function buildObjectTree(node, tree, prefix, options) {
      if (node.isLeafNode || options.commonPrefix !== false) {
        prefix = prefix || "(empty root node)";
        tree = tree[prefix] = {};
        if (node.isLeafNode) {
          tree[treeDataSymbol] = serializeNode(node, prefix, options);
        }
        prefix = "";
      }
      if (node.staticChildrenNodes) {
        for (const child of node.staticChildrenNodes) {
          buildObjectTree(child, tree, prefix + child.prefix, options);
        }
      }
      if (node.parametricChildren) {
        for (const child of Object.values(node.parametricChildren)) {
          const childPrefix = Array.from(child.nodePaths).join("|");
          buildObjectTree(child, tree, prefix + childPrefix, options);
        }
      }
      if (node.wildcardChild) {
        buildObjectTree(node.wildcardChild, tree, "*", options);
      }
    }
    function prettyPrintTree(root, options) {
      const objectTree = {};
      buildObjectTree(root, objectTree, root.prefix, options);
      return printObjectTree(objectTree);
    }
    module2.exports = { prettyPrintTree };
  }
});

// node_modules/find-my-way/lib/null-object.js
var require_null_object = __commonJS({
  "node_modules/find-my-way/lib/null-object.js"(exports2, module2) {
    "use strict";
    var NullObject = function() {
    };
    NullObject.prototype = /* @__PURE__ */ Object.create(null);
    module2.exports = {
      NullObject
    };
  }
});

// node_modules/find-my-way/lib/handler-storage.js
var require_handler_storage = __commonJS({
  "node_modules/find-my-way/lib/handler-storage.js"(exports2, module2) {
    "use strict";
    var { NullObject } = require_null_object();
    var httpMethodStrategy = require_http_method();
    var HandlerStorage = class {
      constructor() {
        this.unconstrainedHandler = null;
        this.constraints = [];
        this.handlers = [];
        this.constrainedHandlerStores = null;
      }
      // This is the hot path for node handler finding -- change with care!
      getMatchingHandler(derivedConstraints) {
        if (derivedConstraints === void 0) {
          return this.unconstrainedHandler;
        }
        return this._getHandlerMatchingConstraints(derivedConstraints);
      }
      addHandler(constrainer, route) {
        const params = route.params;
        const constraints = route.opts.constraints || {};
        const handlerObject = {
          params,
          constraints,
          handler: route.handler,
          store: route.store || null,
          _createParamsObject: this._compileCreateParamsObject(params)
        };
        const constraintsNames = Object.keys(constraints);
        if (constraintsNames.length === 0) {
          this.unconstrainedHandler = handlerObject;
        }
        for (const constraint of constraintsNames) {
          if (!this.constraints.includes(constraint)) {
            if (constraint === "version") {
              this.constraints.unshift(constraint);
            } else {
              this.constraints.push(constraint);
            }
          }
        }
        const isMergedTree = constraintsNames.includes(httpMethodStrategy.name);
        if (!isMergedTree && this.handlers.length >= 31) {
          throw new Error("find-my-way supports a maximum of 31 route handlers per node when there are constraints, limit reached");
        }
        this.handlers.push(handlerObject);
        this.handlers.sort((a, b) => Object.keys(a.constraints).length - Object.keys(b.constraints).length);
        if (!isMergedTree) {
          this._compileGetHandlerMatchingConstraints(constrainer, constraints);
        }
      }
      _compileCreateParamsObject(params) {
        const fnBody = ["'use strict'"];
        fnBody.push("const fn = function _createParamsObject (param0, param1, param2, param3, extraParams) {");
        fnBody.push("const params = new NullObject()");
        for (let i = 0; i < params.length; i++) {
          const value = i < 4 ? `param${i}` : `extraParams[${i - 4}]`;
          fnBody.push(`params[${JSON.stringify(params[i])}] = ${value}`);
        }
        fnBody.push("return params");
        fnBody.push("}");
        fnBody.push("return fn");
        return new Function("NullObject", fnBody.join("\n"))(NullObject);
      }
      _getHandlerMatchingConstraints() {
        return null;
      }
      // Builds a store object that maps from constraint values to a bitmap of handler indexes which pass the constraint for a value
      // So for a host constraint, this might look like { "fastify.io": 0b0010, "google.ca": 0b0101 }, meaning the 3rd handler is constrainted to fastify.io, and the 2nd and 4th handlers are constrained to google.ca.
      // The store's implementation comes from the strategies provided to the Router.
      _buildConstraintStore(store, constraint) {
        for (let i = 0; i < this.handlers.length; i++) {
          const handler = this.handlers[i];
          const constraintValue = handler.constraints[constraint];
          if (constraintValue !== void 0) {
            let indexes = store.get(constraintValue) || 0;
            indexes |= 1 << i;
            store.set(constraintValue, indexes);
          }
        }
      }
      // Builds a bitmask for a given constraint that has a bit for each handler index that is 0 when that handler *is* constrained and 1 when the handler *isnt* constrainted. This is opposite to what might be obvious, but is just for convienience when doing the bitwise operations.
      _constrainedIndexBitmask(constraint) {
        let mask = 0;
        for (let i = 0; i < this.handlers.length; i++) {
          const handler = this.handlers[i];
          const constraintValue = handler.constraints[constraint];
          if (constraintValue !== void 0) {
            mask |= 1 << i;
          }
        }
        return ~mask;
      }
      // Compile a fast function to match the handlers for this node
      // The function implements a general case multi-constraint matching algorithm.
      // The general idea is this: we have a bunch of handlers, each with a potentially different set of constraints, and sometimes none at all. We're given a list of constraint values and we have to use the constraint-value-comparison strategies to see which handlers match the constraint values passed in.
      // We do this by asking each constraint store which handler indexes match the given constraint value for each store. Trickily, the handlers that a store says match are the handlers constrained by that store, but handlers that aren't constrained at all by that store could still match just fine. So, each constraint store can only describe matches for it, and it won't have any bearing on the handlers it doesn't care about. For this reason, we have to ask each stores which handlers match and track which have been matched (or not cared about) by all of them.
      // We use bitmaps to represent these lists of matches so we can use bitwise operations to implement this efficiently. Bitmaps are cheap to allocate, let us implement this masking behaviour in one CPU instruction, and are quite compact in memory. We start with a bitmap set to all 1s representing every handler that is a match candidate, and then for each constraint, see which handlers match using the store, and then mask the result by the mask of handlers that that store applies to, and bitwise AND with the candidate list. Phew.
      // We consider all this compiling function complexity to be worth it, because the naive implementation that just loops over the handlers asking which stores match is quite a bit slower.
      _compileGetHandlerMatchingConstraints(constrainer) {
        this.constrainedHandlerStores = {};
        for (const constraint of this.constraints) {
          const store = constrainer.newStoreForConstraint(constraint);
          this.constrainedHandlerStores[constraint] = store;
          this._buildConstraintStore(store, constraint);
        }
        const lines = ["'use strict'"];
        lines.push(`
    let candidates = ${(1 << this.handlers.length) - 1}
    let mask, matches, value
    `);
        for (const constraint of this.constraints) {
          lines.push(`
      mask = ${this._constrainedIndexBitmask(constraint)}
      value = derivedConstraints.${constraint}
      `);
          const strategy = constrainer.strategies[constraint];
          const matchMask = strategy.mustMatchWhenDerived ? "matches" : "(matches | mask)";
          lines.push(`
      if (value === undefined) {
        candidates &= mask
      } else {
        matches = this.constrainedHandlerStores.${constraint}.get(value) || 0
        candidates &= ${matchMask}
      }
      if (candidates === 0) return null;
      `);
        }
        for (const constraint in constrainer.strategies) {
          if (!Object.hasOwn(constrainer.strategies, constraint)) continue;
          const strategy = constrainer.strategies[constraint];
          if (strategy.mustMatchWhenDerived && !this.constraints.includes(constraint)) {
            lines.push(`if (derivedConstraints.${constraint} !== undefined) return null`);
          }
        }
        lines.push("return this.handlers[31 - Math.clz32(candidates)]");
        this._getHandlerMatchingConstraints = new Function("derivedConstraints", lines.join("\n"));
      }
    };
    module2.exports = HandlerStorage;
  }
});

// node_modules/find-my-way/lib/node.js
var require_node = __commonJS({
  "node_modules/find-my-way/lib/node.js"(exports2, module2) {
    "use strict";
    var HandlerStorage = require_handler_storage();
    var NODE_TYPES = {
      STATIC: 0,
      PARAMETRIC: 1,
      WILDCARD: 2
    };
    var LONG_PREFIX_MIN_LENGTH = 16;
    function matchSingleCharPrefix() {
      return true;
    }
    function compilePrefixMatch(prefix) {
      if (prefix.length === 1) {
        return matchSingleCharPrefix;
      }
      if (prefix.length >= LONG_PREFIX_MIN_LENGTH) {
        return function matchLongPrefix(path, i) {
          return path.indexOf(prefix, i) === i;
        };
      }
      const lines = [];
      for (let i = 1; i < prefix.length; i++) {
        const charCode = prefix.charCodeAt(i);
        lines.push(`path.charCodeAt(i + ${i}) === ${charCode}`);
      }
      return new Function("path", "i", `'use strict'
return ${lines.join(" && ")}`);
    }
    var Node = class {
      constructor(kind, prefix, regex, staticSuffix, nodePath) {
        this.kind = kind;
        this.prefix = prefix;
        this.isLeafNode = false;
        this.routes = null;
        this.handlerStorage = null;
        this.staticChildrenCharCodes = [];
        this.staticChildrenNodes = [];
        this.parametricChildren = [];
        this.wildcardChild = null;
        this.matchPrefix = kind === NODE_TYPES.STATIC ? compilePrefixMatch(prefix) : null;
        this.isRegex = regex != null;
        this.regex = regex || null;
        this.staticSuffix = staticSuffix || null;
        this.nodePaths = kind === NODE_TYPES.PARAMETRIC ? /* @__PURE__ */ new Set([nodePath]) : null;
        this.regexParamCount = 0;
        this.regexStaticLength = 0;
      }
      addRoute(route, constrainer) {
        if (this.routes === null) {
          this.routes = [];
        }
        if (this.handlerStorage === null) {
          this.handlerStorage = new HandlerStorage();
        }
        this.isLeafNode = true;
        this.routes.push(route);
        this.handlerStorage.addHandler(constrainer, route);
      }
      setStaticChild(label, node) {
        const charCode = label.charCodeAt(0);
        const index = this.staticChildrenCharCodes.indexOf(charCode);
        if (index === -1) {
          this.staticChildrenCharCodes.push(charCode);
          this.staticChildrenNodes.push(node);
        } else {
          this.staticChildrenNodes[index] = node;
        }
      }
      findStaticMatchingChild(path, pathIndex) {
        const charCode = path.charCodeAt(pathIndex);
        const charCodes = this.staticChildrenCharCodes;
        for (let i = 0; i < charCodes.length; i++) {
          if (charCodes[i] === charCode) {
            const staticChild = this.staticChildrenNodes[i];
            if (staticChild.matchPrefix(path, pathIndex)) {
              return staticChild;
            }
            return null;
          }
        }
        return null;
      }
      getStaticChild(path, pathIndex = 0) {
        if (path.length === pathIndex) {
          return this;
        }
        const staticChild = this.findStaticMatchingChild(path, pathIndex);
        if (staticChild) {
          return staticChild.getStaticChild(path, pathIndex + staticChild.prefix.length);
        }
        return null;
      }
      createStaticChild(path) {
        if (path.length === 0) {
          return this;
        }
        const childIndex = this.staticChildrenCharCodes.indexOf(path.charCodeAt(0));
        let staticChild = childIndex === -1 ? void 0 : this.staticChildrenNodes[childIndex];
        if (staticChild) {
          let i = 1;
          for (; i < staticChild.prefix.length; i++) {
            if (path.charCodeAt(i) !== staticChild.prefix.charCodeAt(i)) {
              staticChild = staticChild.split(this, i);
              break;
            }
          }
          return staticChild.createStaticChild(path.slice(i));
        }
        const node = createStaticNode(path);
        this.setStaticChild(path.charAt(0), node);
        return node;
      }
      getParametricChild(regex) {
        const regexpSource = regex && regex.source;
        const parametricChild = this.parametricChildren.find((child) => {
          const childRegexSource = child.regex && child.regex.source;
          return childRegexSource === regexpSource;
        });
        if (parametricChild) {
          return parametricChild;
        }
        return null;
      }
      createParametricChild(regex, staticSuffix, nodePath, regexParamCount, regexStaticLength) {
        let parametricChild = this.getParametricChild(regex);
        if (parametricChild) {
          parametricChild.nodePaths.add(nodePath);
          parametricChild.regexParamCount = Math.max(parametricChild.regexParamCount, regexParamCount);
          parametricChild.regexStaticLength = Math.max(parametricChild.regexStaticLength, regexStaticLength);
          return parametricChild;
        }
        parametricChild = createParametricNode(regex, staticSuffix, nodePath);
        parametricChild.regexParamCount = regexParamCount;
        parametricChild.regexStaticLength = regexStaticLength;
        this.parametricChildren.push(parametricChild);
        this.parametricChildren.sort((child1, child2) => {
          if (!child1.isRegex) return 1;
          if (!child2.isRegex) return -1;
          if (child1.staticSuffix === null) return 1;
          if (child2.staticSuffix === null) return -1;
          if (child2.staticSuffix.endsWith(child1.staticSuffix)) return 1;
          if (child1.staticSuffix.endsWith(child2.staticSuffix)) return -1;
          return 0;
        });
        return parametricChild;
      }
      getWildcardChild() {
        return this.wildcardChild;
      }
      createWildcardChild() {
        this.wildcardChild = this.getWildcardChild() || createWildcardNode();
        return this.wildcardChild;
      }
      // Returns the next node to visit for the path at pathIndex, preferring a
      // static child, then the first parametric child, then the wildcard. Every
      // sibling that is skipped over is pushed on nodeStack as a flat triple
      // (node, pathIndex, paramsCount) so lookup can backtrack to it later.
      getNextNode(path, pathIndex, nodeStack, paramsCount) {
        let node = this.findStaticMatchingChild(path, pathIndex);
        let parametricBrotherNodeIndex = 0;
        if (node === null) {
          if (this.parametricChildren.length === 0) {
            return this.wildcardChild;
          }
          node = this.parametricChildren[0];
          parametricBrotherNodeIndex = 1;
        }
        if (this.wildcardChild !== null) {
          nodeStack.push(this.wildcardChild, pathIndex, paramsCount);
        }
        for (let i = this.parametricChildren.length - 1; i >= parametricBrotherNodeIndex; i--) {
          nodeStack.push(this.parametricChildren[i], pathIndex, paramsCount);
        }
        return node;
      }
      split(parentNode, length) {
        const parentPrefix = this.prefix.slice(0, length);
        const childPrefix = this.prefix.slice(length);
        this.prefix = childPrefix;
        this.matchPrefix = compilePrefixMatch(childPrefix);
        const staticNode = createStaticNode(parentPrefix);
        staticNode.setStaticChild(childPrefix.charAt(0), this);
        parentNode.setStaticChild(parentPrefix.charAt(0), staticNode);
        return staticNode;
      }
    };
    function createStaticNode(prefix) {
      return new Node(NODE_TYPES.STATIC, prefix, null, null, null);
    }
    function createParametricNode(regex, staticSuffix, nodePath) {
      return new Node(NODE_TYPES.PARAMETRIC, "", regex, staticSuffix, nodePath);
    }
    function createWildcardNode() {
      return new Node(NODE_TYPES.WILDCARD, "", null, null, null);
    }
    module2.exports = { Node, createStaticNode, createParametricNode, createWildcardNode, NODE_TYPES };
  }
});

// node_modules/find-my-way/lib/url-sanitizer.js
var require_url_sanitizer = __commonJS({
  "node_modules/find-my-way/lib/url-sanitizer.js"(exports2, module2) {
    "use strict";
    var DECODE_COMPONENT_TABLE = new Uint8Array(768);
    for (const [encoded, char] of [
      ["%23", "#"],
      ["%24", "$"],
      ["%25", "%"],
      ["%26", "&"],
      ["%2B", "+"],
      ["%2b", "+"],
      ["%2C", ","],
      ["%2c", ","],
      ["%2F", "/"],
      ["%2f", "/"],
      ["%3A", ":"],
      ["%3a", ":"],
      ["%3B", ";"],
      ["%3b", ";"],
      ["%3D", "="],
      ["%3d", "="],
      ["%3F", "?"],
      ["%3f", "?"],
      ["%40", "@"]
    ]) {
      DECODE_COMPONENT_TABLE[encoded.charCodeAt(1) - 50 << 8 | encoded.charCodeAt(2)] = char.charCodeAt(0);
    }
    function decodeComponentCharCode(highCharCode, lowCharCode) {
      if (highCharCode < 50 || highCharCode > 52 || lowCharCode > 255) {
        return 0;
      }
      return DECODE_COMPONENT_TABLE[highCharCode - 50 << 8 | lowCharCode];
    }
    function decodeComponentChar(highCharCode, lowCharCode) {
      const charCode = decodeComponentCharCode(highCharCode, lowCharCode);
      if (charCode === 0) {
        return null;
      }
      return String.fromCharCode(charCode);
    }
    var MIN_NATIVE_SCAN_LENGTH = 12;
    function safeDecodeURI(path, useSemicolonDelimiter) {
      if (path.length >= MIN_NATIVE_SCAN_LENGTH) {
        return safeDecodeURINativeScan(path, useSemicolonDelimiter);
      }
      return safeDecodeURICharScan(path, useSemicolonDelimiter, 1);
    }
    function safeDecodeURINativeScan(path, useSemicolonDelimiter) {
      const percentIndex = path.indexOf("%", 1);
      let delimIndex = path.indexOf("?", 1);
      const hashIndex = path.indexOf("#", 1);
      if (hashIndex !== -1 && (delimIndex === -1 || hashIndex < delimIndex)) {
        delimIndex = hashIndex;
      }
      if (useSemicolonDelimiter) {
        const semicolonIndex = path.indexOf(";", 1);
        if (semicolonIndex !== -1 && (delimIndex === -1 || semicolonIndex < delimIndex)) {
          delimIndex = semicolonIndex;
        }
      }
      if (percentIndex === -1 || delimIndex !== -1 && percentIndex > delimIndex) {
        if (delimIndex === -1) {
          return { path, querystring: "", shouldDecodeParam: false };
        }
        return {
          path: path.slice(0, delimIndex),
          querystring: path.slice(delimIndex + 1),
          shouldDecodeParam: false
        };
      }
      return safeDecodeURIPercentScan(path, useSemicolonDelimiter, percentIndex);
    }
    function safeDecodeURICharScan(path, useSemicolonDelimiter, startIndex) {
      for (let i = startIndex; i < path.length; i++) {
        const charCode = path.charCodeAt(i);
        if (charCode === 37) {
          return safeDecodeURIPercentScan(path, useSemicolonDelimiter, i);
        } else if (charCode === 63 || charCode === 35 || charCode === 59 && useSemicolonDelimiter) {
          return {
            path: path.slice(0, i),
            querystring: path.slice(i + 1),
            shouldDecodeParam: false
          };
        }
      }
      return { path, querystring: "", shouldDecodeParam: false };
    }
    function safeDecodeURIPercentScan(path, useSemicolonDelimiter, startIndex) {
      let shouldDecode = false;
      let shouldDecodeParam = false;
      let querystring = "";
      let percentIndexes = null;
      let pathEnd = -1;
      for (let i = startIndex; i < path.length; i++) {
        const charCode = path.charCodeAt(i);
        if (charCode === 37) {
          const componentCharCode = decodeComponentCharCode(path.charCodeAt(i + 1), path.charCodeAt(i + 2));
          if (componentCharCode === 0) {
            shouldDecode = true;
          } else {
            shouldDecodeParam = true;
            if (componentCharCode === 37) {
              shouldDecode = true;
              if (percentIndexes === null) percentIndexes = [];
              percentIndexes.push(i);
            }
            i += 2;
          }
        } else if (charCode === 63 || charCode === 35 || charCode === 59 && useSemicolonDelimiter) {
          querystring = path.slice(i + 1);
          pathEnd = i;
          break;
        }
      }
      let decodedPath;
      if (percentIndexes === null) {
        decodedPath = pathEnd === -1 ? path : path.slice(0, pathEnd);
      } else {
        const parts = [];
        let last = 0;
        for (const index of percentIndexes) {
          parts.push(path.slice(last, index), "%2525");
          last = index + 3;
        }
        parts.push(path.slice(last, pathEnd === -1 ? path.length : pathEnd));
        decodedPath = parts.join("");
      }
      if (shouldDecode) decodedPath = decodeURI(decodedPath);
      return { path: decodedPath, querystring, shouldDecodeParam };
    }
    function safeDecodeURIComponent(uriComponent) {
      const startIndex = uriComponent.indexOf("%");
      if (startIndex === -1) return uriComponent;
      let decoded = "";
      let lastIndex = startIndex;
      for (let i = startIndex; i < uriComponent.length; i++) {
        if (uriComponent.charCodeAt(i) === 37) {
          const highCharCode = uriComponent.charCodeAt(i + 1);
          const lowCharCode = uriComponent.charCodeAt(i + 2);
          const decodedChar = decodeComponentChar(highCharCode, lowCharCode);
          decoded += uriComponent.slice(lastIndex, i) + decodedChar;
          lastIndex = i + 3;
        }
      }
      return uriComponent.slice(0, startIndex) + decoded + uriComponent.slice(lastIndex);
    }
    module2.exports = { safeDecodeURI, safeDecodeURIComponent, safeDecodeURINativeScan, safeDecodeURICharScan, MIN_NATIVE_SCAN_LENGTH };
  }
});

// node_modules/find-my-way/lib/compiler.js
var require_compiler = __commonJS({
  "node_modules/find-my-way/lib/compiler.js"(exports2, module2) {
    "use strict";
    var { NODE_TYPES } = require_node();
    var { NullObject } = require_null_object();
    var { safeDecodeURIComponent } = require_url_sanitizer();
    var LONG_PREFIX_MIN_LENGTH = 16;
    var SCAN_LOOP_MAX_LENGTH = 12;
    var SPLIT_LINES = 250;
    var FUNCTION_LINES = 400;
    var FLAG = /* @__PURE__ */ Symbol("find-my-way.compiled.flag");
    var NO_MATCH = /* @__PURE__ */ Symbol("find-my-way.compiled.no-match");
    var POSITION_PLACEHOLDER = "POS";
    var RETRY_PLACEHOLDER = "RETRY";
    var POSITION_PATTERN = new RegExp(`${POSITION_PLACEHOLDER}(?: \\+ (\\d+))?`, "g");
    var SUM_PATTERN = /^(\S+) \+ (\d+)$/;
    function substitutePosition(line, position) {
      return line.replace(POSITION_PATTERN, (match, offset) => {
        if (offset === void 0) return position;
        const sum = SUM_PATTERN.exec(position);
        if (sum !== null) return `${sum[1]} + ${Number(sum[2]) + Number(offset)}`;
        if (/^\d+$/.test(position)) return String(Number(position) + Number(offset));
        return `${position} + ${offset}`;
      });
    }
    var TreeCompiler = class {
      constructor(router, raw, target = "find") {
        this.router = router;
        this.raw = raw;
        this.lookup = target === "lookup";
        this.constNames = [];
        this.constValues = [];
        this.functions = [];
        this.lines = [];
        this.indent = 1;
        this.maxParams = 0;
        this.uid = 0;
        this.tracksMaxParamLength = router.onMaxParamLength !== null;
        this.useSemicolonDelimiter = router.useSemicolonDelimiter;
        this.routerConst = this.addConst(router, "router");
      }
      addConst(value, hint) {
        const name = `${hint}_${this.constNames.length}`;
        this.constNames.push(name);
        this.constValues.push(value);
        return name;
      }
      emit(line) {
        this.lines.push("  ".repeat(this.indent) + line);
      }
      compile(root, slow) {
        if (this.raw) this.indent = 2;
        this.emitNodeBody(root, null, root.prefix.length, 0, root.prefix);
        if (this.raw) {
          if (this.tracksMaxParamLength) {
            this.emit("if (maxParamLengthExceeded) break raw");
          }
          this.emit(`if (path.indexOf('%', 1) === -1) return ${this.lookup ? `${this.routerConst}._defaultRoute(req, res, ctx)` : "null"}`);
        } else {
          if (this.tracksMaxParamLength) {
            this.emit(`if (maxParamLengthExceeded) return ${this.routerConst}._onMaxParamLength(originPath)`);
          }
          this.emit("return null");
        }
        const source = ["'use strict'"];
        for (const fn2 of this.functions) {
          source.push(`function ${fn2.name} (${this.subtreeArguments(fn2.paramsCount, "i")}) {`);
          source.push(`  let ${this.paramLocals(fn2.paramsCount)}`);
          if (this.raw) {
            source.push("  let c");
          }
          if (this.tracksMaxParamLength) {
            source.push("  let maxParamLengthExceeded = false");
          }
          source.push(...fn2.lines);
          if (this.tracksMaxParamLength) {
            source.push("  return maxParamLengthExceeded ? FLAG : NO_MATCH");
          } else {
            source.push("  return NO_MATCH");
          }
          source.push("}");
        }
        if (this.raw) {
          const delimiters = this.delimiterCharCodes();
          source.push(
            this.scanFunction("scanSegment", [47].concat(delimiters), false),
            this.scanFunction("scanRest", delimiters, true),
            this.lookup ? "return function compiledLookup (path, derivedConstraints, req, res, ctx) {" : "return function compiledFind (path, derivedConstraints) {",
            "  raw: {",
            "    if (path.charCodeAt(0) !== 47) break raw",
            "    const pathLen = path.length",
            "    let c",
            `    let ${this.paramLocals(0)}`
          );
          if (this.tracksMaxParamLength) {
            source.push("    let maxParamLengthExceeded = false");
          }
          source.push(
            ...this.lines.map((line) => line.replaceAll(RETRY_PLACEHOLDER, "break raw")),
            "  }",
            this.lookup ? `  return ${this.routerConst}.callHandler(slow(path, derivedConstraints), req, res, ctx)` : "  return slow(path, derivedConstraints)",
            "}"
          );
        } else {
          source.push(
            "return function compiledFindSanitized (path, originPath, shouldDecodeParam, derivedConstraints, querystring) {",
            "  const pathLen = path.length",
            `  let ${this.paramLocals(0)}`
          );
          if (this.tracksMaxParamLength) {
            source.push("  let maxParamLengthExceeded = false");
          }
          source.push(...this.lines, "}");
        }
        const code = source.join("\n");
        const factory = new Function("NullObject", "decodeParam", "slow", "FLAG", "NO_MATCH", ...this.constNames, code);
        const fn = factory(NullObject, safeDecodeURIComponent, slow, FLAG, NO_MATCH, ...this.constValues);
        fn.source = code;
        return fn;
      }
      // Locals for the parameter values collected from slot `from` on. Four are
      // always declared so the per-handler params constructor can be called.
      paramLocals(from) {
        const locals = [];
        for (let i = from; i < Math.max(this.maxParams, 4); i++) {
          locals.push(`p${i}`);
        }
        return locals.length === 0 ? "unused" : locals.join(", ");
      }
      // Arguments of a subtree function; `position` is what the caller passes
      // for the path position argument `i`.
      subtreeArguments(paramsCount, position) {
        const args = this.raw ? ["path", "pathLen", position, "derivedConstraints"] : ["path", "originPath", "pathLen", "shouldDecodeParam", "derivedConstraints", "querystring", position];
        if (this.lookup) args.push("req", "res", "ctx");
        for (let i = 0; i < paramsCount; i++) args.push(`p${i}`);
        return args.join(", ");
      }
      delimiterCharCodes() {
        const delimiters = [63, 35];
        if (this.useSemicolonDelimiter) delimiters.push(59);
        return delimiters;
      }
      // Emits a scanner returning the index of the first char among `stops` (or
      // the end of the path), or -1 as soon as a '%' is seen: the slice before a
      // '%' may decode differently and must go through the sanitized matcher.
      // A char loop is cheapest for the short segments that make up most paths,
      // a native regex search wins on long ones, so the scanner starts with a
      // bounded loop and hands anything longer over to the regex. A wildcard
      // consumes the rest of the path, so its scanner knows the length up front
      // and can pick the strategy before looping.
      scanFunction(name, stops, knowsLength) {
        const checks = stops.concat(37).map((code) => `c === ${code}`).join(" || ");
        const charClass = stops.concat(37).map((code) => "\\x" + code.toString(16).padStart(2, "0")).join("");
        const lines = [
          // A global regex with lastIndex finds the first stop char in one
          // native call, without allocating a match result.
          `const ${name}Regex = /[${charClass}]/g`,
          `function ${name}Long (path, i, len) {`,
          `  ${name}Regex.lastIndex = i`,
          `  if (!${name}Regex.test(path)) return len`,
          `  i = ${name}Regex.lastIndex - 1`,
          "  return path.charCodeAt(i) === 37 ? -1 : i",
          "}",
          `function ${name} (path, i, len) {`
        ];
        if (knowsLength) {
          lines.push(`  if (len - i > ${SCAN_LOOP_MAX_LENGTH}) return ${name}Long(path, i, len)`);
          lines.push("  for (; i < len; i++) {");
        } else {
          lines.push(`  const limit = len - i > ${SCAN_LOOP_MAX_LENGTH} ? i + ${SCAN_LOOP_MAX_LENGTH} : len`);
          lines.push("  for (; i < limit; i++) {");
        }
        lines.push(
          "    const c = path.charCodeAt(i)",
          `    if (${checks}) return c === 37 ? -1 : i`,
          "  }"
        );
        if (knowsLength) {
          lines.push("  return len");
        } else {
          lines.push(`  return i === len ? len : ${name}Long(path, i, len)`);
        }
        lines.push("}");
        return lines.join("\n");
      }
      // Position of `offset` chars past `base`, where base is null for the
      // constant position after the root (no parameter consumed yet) or the
      // name of a local holding the end of the last consumed parameter.
      position(base, offset) {
        if (base === null) return String(offset);
        if (offset === 0) return base;
        return `${base} + ${offset}`;
      }
      // Statement handing the lookup over to the sanitized matcher (raw mode):
      // a jump out of the raw block, or a FLAG return from a subtree function.
      retry() {
        return RETRY_PLACEHOLDER;
      }
      // Condition for the path to end at `pos`. The raw matcher also accepts a
      // query delimiter there, since the sanitized path stops at it.
      endCondition(pos) {
        if (!this.raw) return `pathLen === ${pos}`;
        const delimiters = this.delimiterCharCodes();
        const checks = [`pathLen === ${pos}`, `(c = path.charCodeAt(${pos})) === ${delimiters[0]}`];
        for (let i = 1; i < delimiters.length; i++) checks.push(`c === ${delimiters[i]}`);
        return checks.join(" || ");
      }
      querystringExpression(pos) {
        if (!this.raw) return "querystring";
        return `pathLen === ${pos} ? '' : path.slice(${pos} + 1)`;
      }
      // Emits the code run once a node's prefix has matched and the path
      // position is at `offset` past `base`: the leaf check, then the children.
      // `staticPath` is the full static path from the root to this node, or null
      // once a parameter has been consumed on the way.
      emitNodeBody(node, base, offset, paramsCount, staticPath) {
        if (node.isLeafNode) {
          const pos = this.position(base, offset);
          if (node.kind === NODE_TYPES.WILDCARD && !this.raw) {
            this.emitLeaf(node, paramsCount, pos);
          } else {
            this.emit(`if (${this.endCondition(pos)}) {`);
            this.indent++;
            this.emitLeaf(node, paramsCount, pos);
            this.indent--;
            this.emit("}");
          }
        }
        this.emitStaticChildren(node, base, offset, paramsCount, staticPath);
        this.emitParametricChildren(node, base, offset, paramsCount);
        this.emitWildcardChild(node, base, offset, paramsCount);
      }
      // Like emitNodeBody, but a body too large to stay in the current function
      // is moved to a function of its own and replaced by a call. The body is
      // generated once against a position placeholder, which is then replaced
      // by the real position expression or by the function's own argument.
      emitSubtree(node, base, offset, paramsCount, staticPath) {
        const outerLines = this.lines;
        const outerIndent = this.indent;
        this.lines = [];
        this.indent = 0;
        this.emitNodeBody(node, POSITION_PLACEHOLDER, 0, paramsCount, staticPath);
        const bodyLines = this.lines;
        this.lines = outerLines;
        this.indent = outerIndent;
        if (bodyLines.length <= SPLIT_LINES && this.lines.length + bodyLines.length <= FUNCTION_LINES) {
          const position = this.position(base, offset);
          const prefix = "  ".repeat(this.indent);
          for (const line of bodyLines) {
            this.lines.push(prefix + substitutePosition(line, position));
          }
          return;
        }
        const name = `subtree_${this.functions.length}`;
        this.functions.push({
          name,
          paramsCount,
          lines: bodyLines.map((line) => "  " + substitutePosition(line, "i").replaceAll(RETRY_PLACEHOLDER, "return FLAG"))
        });
        const result = `r${this.uid++}`;
        this.emit(`const ${result} = ${name}(${this.subtreeArguments(paramsCount, this.position(base, offset))})`);
        this.emit(`if (${result} !== NO_MATCH) {`);
        this.emit(`  if (${result} !== FLAG) return ${result}`);
        if (this.raw) {
          this.emit(`  ${this.retry()}`);
        } else if (this.tracksMaxParamLength) {
          this.emit("  maxParamLengthExceeded = true");
        }
        this.emit("}");
      }
      emitLeaf(node, paramsCount, pos) {
        const storage = node.handlerStorage;
        const storageConst = this.addConst(storage, "handlers");
        const handle = `h${this.uid++}`;
        this.emit(`const ${handle} = ${storageConst}.getMatchingHandler(derivedConstraints)`);
        this.emit(`if (${handle} !== null) {`);
        this.indent++;
        let paramsExpr;
        if (storage.handlers.length === 1) {
          const params = storage.handlers[0].params;
          this.maxParams = Math.max(this.maxParams, paramsCount, params.length);
          const paramsObject = `o${this.uid++}`;
          this.emit(`const ${paramsObject} = new NullObject()`);
          for (let i = 0; i < params.length; i++) {
            this.emit(`${paramsObject}[${JSON.stringify(params[i])}] = p${i}`);
          }
          paramsExpr = paramsObject;
        } else {
          this.maxParams = Math.max(this.maxParams, paramsCount);
          const extra = [];
          for (let i = 4; i < paramsCount; i++) extra.push(`p${i}`);
          const extraExpr = extra.length === 0 ? "null" : `[${extra.join(", ")}]`;
          paramsExpr = `${handle}._createParamsObject(p0, p1, p2, p3, ${extraExpr})`;
        }
        const searchParams = `${this.routerConst}.querystringParser(${this.querystringExpression(pos)})`;
        if (this.lookup) {
          this.emit(`const q${this.uid} = ${searchParams}`);
          this.emit("return ctx === undefined");
          this.emit(`  ? ${handle}.handler(req, res, ${paramsExpr}, ${handle}.store, q${this.uid})`);
          this.emit(`  : ${handle}.handler.call(ctx, req, res, ${paramsExpr}, ${handle}.store, q${this.uid})`);
          this.uid++;
        } else {
          this.emit("return {");
          this.emit(`  handler: ${handle}.handler,`);
          this.emit(`  store: ${handle}.store,`);
          this.emit(`  params: ${paramsExpr},`);
          this.emit(`  searchParams: ${searchParams}`);
          this.emit("}");
        }
        this.indent--;
        this.emit("}");
      }
      // Condition matching a static child's prefix at the given position. The
      // first char can be skipped when a surrounding switch already checked it.
      prefixCondition(child, base, offset, skipFirstChar) {
        const prefix = child.prefix;
        if (prefix.length >= LONG_PREFIX_MIN_LENGTH) {
          const pos = this.position(base, offset);
          return `path.indexOf(${JSON.stringify(prefix)}, ${pos}) === ${pos}`;
        }
        const checks = [];
        for (let i = skipFirstChar ? 1 : 0; i < prefix.length; i++) {
          checks.push(`path.charCodeAt(${this.position(base, offset + i)}) === ${prefix.charCodeAt(i)}`);
        }
        return checks.length === 0 ? null : checks.join(" && ");
      }
      emitStaticChildren(node, base, offset, paramsCount, staticPath) {
        const children = node.staticChildrenNodes;
        if (children.length === 0) return;
        if (children.length === 1) {
          this.emitStaticChild(children[0], base, offset, paramsCount, staticPath, false);
          return;
        }
        this.emit(`switch (path.charCodeAt(${this.position(base, offset)})) {`);
        this.indent++;
        for (let i = 0; i < children.length; i++) {
          this.emit(`case ${node.staticChildrenCharCodes[i]}: {`);
          this.indent++;
          this.emitStaticChild(children[i], base, offset, paramsCount, staticPath, true);
          this.emit("break");
          this.indent--;
          this.emit("}");
        }
        this.indent--;
        this.emit("}");
      }
      emitStaticChild(child, base, offset, paramsCount, staticPath, skipFirstChar) {
        const childStaticPath = staticPath === null ? null : staticPath + child.prefix;
        const condition = this.prefixCondition(child, base, offset, skipFirstChar);
        const end = offset + child.prefix.length;
        const isWholePathLeaf = this.raw && childStaticPath !== null && child.isLeafNode && child.staticChildrenNodes.length === 0 && child.parametricChildren.length === 0 && child.wildcardChild === null;
        if (isWholePathLeaf) {
          const pos = this.position(base, end);
          const suffix = condition === null ? this.endCondition(pos) : `${condition} && (${this.endCondition(pos)})`;
          this.emit(`if (path === ${JSON.stringify(childStaticPath)} || (${suffix})) {`);
          this.indent++;
          this.emitLeaf(child, paramsCount, pos);
          this.indent--;
          this.emit("}");
          return;
        }
        if (condition !== null) {
          this.emit(`if (${condition}) {`);
          this.indent++;
        }
        this.emitSubtree(child, base, end, paramsCount, childStaticPath);
        if (condition !== null) {
          this.indent--;
          this.emit("}");
        }
      }
      emitParametricChildren(node, base, offset, paramsCount) {
        const children = node.parametricChildren;
        if (children.length === 0) return;
        const pos = this.position(base, offset);
        const id = this.uid++;
        const end = `e${id}`;
        const value = `v${id}`;
        if (this.raw) {
          this.emit(`const ${end} = scanSegment(path, ${pos}, pathLen)`);
          this.emit(`if (${end} === -1) ${this.retry()}`);
          this.emit(`const ${value} = path.slice(${pos}, ${end})`);
        } else {
          this.emit(`let ${end} = originPath.indexOf('/', ${pos})`);
          this.emit(`if (${end} === -1) ${end} = pathLen`);
          this.emit(`let ${value} = originPath.slice(${pos}, ${end})`);
          this.emit(`if (shouldDecodeParam) ${value} = decodeParam(${value})`);
        }
        for (const child of children) {
          if (child.isRegex) {
            this.emitRegexChild(child, end, value, paramsCount);
          } else {
            this.emit(`if (${value}.length <= ${this.routerConst}.maxParamLength) {`);
            this.indent++;
            this.emit(`p${paramsCount} = ${value}`);
            this.emitSubtree(child, end, 0, paramsCount + 1, null);
            this.indent--;
            if (this.tracksMaxParamLength) {
              this.emit("} else {");
              this.emit("  maxParamLengthExceeded = true");
            }
            this.emit("}");
          }
        }
      }
      emitRegexChild(child, end, value, paramsCount) {
        const regexConst = this.addConst(child.regex, "regex");
        const groupCount = countCaptureGroups(child.regex);
        const match = `m${this.uid++}`;
        const maxLength = `${child.regexParamCount} * ${this.routerConst}.maxParamLength + ${child.regexStaticLength}`;
        this.emit(`if (${value}.length > ${maxLength}) {`);
        if (this.tracksMaxParamLength) {
          this.emit("  maxParamLengthExceeded = true");
        }
        this.emit("} else {");
        this.indent++;
        this.emit(`const ${match} = ${regexConst}.exec(${value})`);
        this.emit(`if (${match} !== null) {`);
        this.indent++;
        const groups = [];
        for (let i = 1; i <= groupCount; i++) {
          const group = `${match}g${i}`;
          groups.push(group);
          this.emit(`const ${group} = ${match}[${i}] ?? ''`);
        }
        const tooLong = groups.map((group) => `${group}.length > ${this.routerConst}.maxParamLength`).join(" || ");
        if (groups.length > 0) {
          this.emit(`if (${tooLong}) {`);
          if (this.tracksMaxParamLength) {
            this.emit("  maxParamLengthExceeded = true");
          }
          this.emit("} else {");
          this.indent++;
        }
        for (let i = 0; i < groups.length; i++) {
          this.emit(`p${paramsCount + i} = ${groups[i]}`);
        }
        this.emitSubtree(child, end, 0, paramsCount + groups.length, null);
        if (groups.length > 0) {
          this.indent--;
          this.emit("}");
        }
        this.indent--;
        this.emit("}");
        this.indent--;
        this.emit("}");
      }
      emitWildcardChild(node, base, offset, paramsCount) {
        const child = node.wildcardChild;
        if (child === null) return;
        const pos = this.position(base, offset);
        const id = this.uid++;
        const value = `w${id}`;
        this.emit("{");
        this.indent++;
        if (this.raw) {
          const end = `e${id}`;
          this.emit(`const ${end} = scanRest(path, ${pos}, pathLen)`);
          this.emit(`if (${end} === -1) ${this.retry()}`);
          this.emit(`const ${value} = path.slice(${pos}, ${end})`);
          this.emit(`p${paramsCount} = ${value}`);
          this.emitNodeBody(child, end, 0, paramsCount + 1, null);
        } else {
          this.emit(`let ${value} = originPath.slice(${pos})`);
          this.emit(`if (shouldDecodeParam) ${value} = decodeParam(${value})`);
          this.emit(`p${paramsCount} = ${value}`);
          this.emitNodeBody(child, "pathLen", 0, paramsCount + 1, null);
        }
        this.indent--;
        this.emit("}");
      }
    };
    function countCaptureGroups(regex) {
      return new RegExp(regex.source + "|").exec("").length - 1;
    }
    function supportsRawMatching(router, root) {
      if (router.ignoreTrailingSlash || router.ignoreDuplicateSlashes || router.caseSensitive === false) {
        return false;
      }
      const forbidden = router.useSemicolonDelimiter ? /[%?#;]/ : /[%?#]/;
      const stack = [root];
      while (stack.length > 0) {
        const node = stack.pop();
        if (forbidden.test(node.prefix)) return false;
        stack.push(...node.staticChildrenNodes, ...node.parametricChildren);
        if (node.wildcardChild !== null) stack.push(node.wildcardChild);
      }
      return true;
    }
    function compileTree(router, root) {
      const sanitized = new TreeCompiler(router, false).compile(root, null);
      const slow = function findSanitized(path, derivedConstraints) {
        return router._findSanitized(sanitized, path, derivedConstraints);
      };
      if (!supportsRawMatching(router, root)) {
        return {
          find: slow,
          lookup: function lookupSanitized(path, derivedConstraints, req, res, ctx) {
            return router.callHandler(slow(path, derivedConstraints), req, res, ctx);
          }
        };
      }
      return {
        find: new TreeCompiler(router, true, "find").compile(root, slow),
        lookup: new TreeCompiler(router, true, "lookup").compile(root, slow)
      };
    }
    module2.exports = { compileTree };
  }
});

// node_modules/find-my-way/lib/strategies/accept-version.js
var require_accept_version = __commonJS({
  "node_modules/find-my-way/lib/strategies/accept-version.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    function SemVerStore() {
      if (!(this instanceof SemVerStore)) {
        return new SemVerStore();
      }
      this.store = /* @__PURE__ */ new Map();
      this.maxMajor = 0;
      this.maxMinors = {};
      this.maxPatches = {};
    }
    SemVerStore.prototype.set = function(version, store) {
      if (typeof version !== "string") {
        throw new TypeError("Version should be a string");
      }
      let [major, minor, patch] = version.split(".", 3);
      if (isNaN(major)) {
        throw new TypeError("Major version must be a numeric value");
      }
      major = Number(major);
      minor = Number(minor) || 0;
      patch = Number(patch) || 0;
      if (major >= this.maxMajor) {
        this.maxMajor = major;
        this.store.set("x", store);
        this.store.set("*", store);
        this.store.set("x.x", store);
        this.store.set("x.x.x", store);
      }
      if (minor >= (this.maxMinors[major] || 0)) {
        this.maxMinors[major] = minor;
        this.store.set(`${major}.x`, store);
        this.store.set(`${major}.x.x`, store);
      }
      if (patch >= (this.maxPatches[`${major}.${minor}`] || 0)) {
        this.maxPatches[`${major}.${minor}`] = patch;
        this.store.set(`${major}.${minor}.x`, store);
      }
      this.store.set(`${major}.${minor}.${patch}`, store);
      return this;
    };
    SemVerStore.prototype.get = function(version) {
      return this.store.get(version);
    };
    module2.exports = {
      name: "version",
      mustMatchWhenDerived: true,
      storage: SemVerStore,
      validate(value) {
        assert(typeof value === "string", "Version should be a string");
      }
    };
  }
});

// node_modules/find-my-way/lib/strategies/accept-host.js
var require_accept_host = __commonJS({
  "node_modules/find-my-way/lib/strategies/accept-host.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var REGEX_CACHE_MAX_SIZE = 1e3;
    var REGEX_CACHE_EVICTION_SIZE = REGEX_CACHE_MAX_SIZE / 2;
    function HostStorage() {
      const hosts = /* @__PURE__ */ new Map();
      const regexHosts = [];
      const regexCache = /* @__PURE__ */ new Map();
      function cacheRegexResult(host, value) {
        if (regexCache.size >= REGEX_CACHE_MAX_SIZE) {
          const keys = regexCache.keys();
          for (let i = 0; i < REGEX_CACHE_EVICTION_SIZE; i++) {
            regexCache.delete(keys.next().value);
          }
        }
        regexCache.set(host, value);
      }
      return {
        get: (host) => {
          const exact = hosts.get(host);
          if (exact) {
            return exact;
          }
          if (regexHosts.length === 0) return void 0;
          if (regexCache.has(host)) return regexCache.get(host);
          for (const regex of regexHosts) {
            if (regex.host.test(host)) {
              cacheRegexResult(host, regex.value);
              return regex.value;
            }
          }
          cacheRegexResult(host, void 0);
        },
        set: (host, value) => {
          if (host instanceof RegExp) {
            const safeRegex = new RegExp(host.source, host.flags.replace(/[gy]/g, ""));
            regexHosts.push({ host: safeRegex, value });
            regexCache.clear();
          } else {
            hosts.set(host, value);
          }
        }
      };
    }
    module2.exports = {
      name: "host",
      mustMatchWhenDerived: false,
      storage: HostStorage,
      validate(value) {
        assert(typeof value === "string" || Object.prototype.toString.call(value) === "[object RegExp]", "Host should be a string or a RegExp");
      }
    };
  }
});

// node_modules/find-my-way/lib/constrainer.js
var require_constrainer = __commonJS({
  "node_modules/find-my-way/lib/constrainer.js"(exports2, module2) {
    "use strict";
    var acceptVersionStrategy = require_accept_version();
    var acceptHostStrategy = require_accept_host();
    var assert = require("node:assert");
    var Constrainer = class {
      constructor(customStrategies) {
        this.strategies = {
          version: acceptVersionStrategy,
          host: acceptHostStrategy
        };
        this.strategiesInUse = /* @__PURE__ */ new Set();
        this.asyncStrategiesInUse = /* @__PURE__ */ new Set();
        if (customStrategies) {
          for (const strategy of Object.values(customStrategies)) {
            this.addConstraintStrategy(strategy);
          }
        }
      }
      isStrategyUsed(strategyName) {
        return this.strategiesInUse.has(strategyName) || this.asyncStrategiesInUse.has(strategyName);
      }
      hasConstraintStrategy(strategyName) {
        if (!Object.hasOwn(this.strategies, strategyName)) return false;
        const customConstraintStrategy = this.strategies[strategyName];
        if (customConstraintStrategy !== void 0) {
          return customConstraintStrategy.isCustom || this.isStrategyUsed(strategyName);
        }
        return false;
      }
      addConstraintStrategy(strategy) {
        assert(typeof strategy.name === "string" && strategy.name !== "", "strategy.name is required.");
        assert(strategy.storage && typeof strategy.storage === "function", "strategy.storage function is required.");
        assert(strategy.deriveConstraint && typeof strategy.deriveConstraint === "function", "strategy.deriveConstraint function is required.");
        if (Object.hasOwn(this.strategies, strategy.name) && this.strategies[strategy.name].isCustom) {
          throw new Error(`There already exists a custom constraint with the name ${strategy.name}.`);
        }
        if (this.isStrategyUsed(strategy.name)) {
          throw new Error(`There already exists a route with ${strategy.name} constraint.`);
        }
        strategy.isCustom = true;
        strategy.isAsync = strategy.deriveConstraint.length === 3;
        this.strategies[strategy.name] = strategy;
        if (strategy.mustMatchWhenDerived) {
          this.noteUsage({ [strategy.name]: strategy });
        }
      }
      deriveConstraints(req, ctx, done) {
        const constraints = this.deriveSyncConstraints(req, ctx);
        if (done === void 0) {
          return constraints;
        }
        this.deriveAsyncConstraints(constraints, req, ctx, done);
      }
      deriveSyncConstraints(req, ctx) {
        return void 0;
      }
      // When new constraints start getting used, we need to rebuild the deriver to derive them. Do so if we see novel constraints used.
      noteUsage(constraints) {
        if (constraints) {
          const beforeSize = this.strategiesInUse.size;
          for (const key in constraints) {
            if (!Object.hasOwn(constraints, key) || !Object.hasOwn(this.strategies, key)) continue;
            const strategy = this.strategies[key];
            if (strategy.isAsync) {
              this.asyncStrategiesInUse.add(key);
            } else {
              this.strategiesInUse.add(key);
            }
          }
          if (beforeSize !== this.strategiesInUse.size) {
            this._buildDeriveConstraints();
          }
        }
      }
      newStoreForConstraint(constraint) {
        if (!Object.hasOwn(this.strategies, constraint) || !this.strategies[constraint]) {
          throw new Error(`No strategy registered for constraint key ${constraint}`);
        }
        return this.strategies[constraint].storage();
      }
      validateConstraints(constraints) {
        for (const key in constraints) {
          if (!Object.hasOwn(constraints, key)) continue;
          const value = constraints[key];
          if (typeof value === "undefined") {
            throw new Error("Can't pass an undefined constraint value, must pass null or no key at all");
          }
          const strategy = Object.hasOwn(this.strategies, key) ? this.strategies[key] : void 0;
          if (!strategy) {
            throw new Error(`No strategy registered for constraint key ${key}`);
          }
          if (strategy.validate) {
            strategy.validate(value);
          }
        }
      }
      deriveAsyncConstraints(constraints, req, ctx, done) {
        let asyncConstraintsCount = this.asyncStrategiesInUse.size;
        if (asyncConstraintsCount === 0) {
          done(null, constraints);
          return;
        }
        let errored = false;
        constraints = constraints || {};
        for (const key of this.asyncStrategiesInUse) {
          const strategy = this.strategies[key];
          strategy.deriveConstraint(req, ctx, (err, constraintValue) => {
            if (errored) return;
            if (err !== null) {
              errored = true;
              done(err);
              return;
            }
            constraints[key] = constraintValue;
            if (--asyncConstraintsCount === 0) {
              done(null, constraints);
            }
          });
        }
      }
      // Optimization: build a fast function for deriving the constraints for all the strategies at once. We inline the definitions of the version constraint and the host constraint for performance.
      // If no constraining strategies are in use (no routes constrain on host, or version, or any custom strategies) then we don't need to derive constraints for each route match, so don't do anything special, and just return undefined
      // This allows us to not allocate an object to hold constraint values if no constraints are defined.
      _buildDeriveConstraints() {
        if (this.strategiesInUse.size === 0) return;
        const lines = ["'use strict'", "return {"];
        for (const key of this.strategiesInUse) {
          const strategy = this.strategies[key];
          if (!strategy.isCustom) {
            if (key === "version") {
              lines.push("   version: req.headers['accept-version'],");
            } else {
              lines.push("   host: req.headers.host || req.headers[':authority'],");
            }
          } else {
            lines.push(`  ${strategy.name}: this.strategies.${key}.deriveConstraint(req, ctx),`);
          }
        }
        lines.push("}");
        this.deriveSyncConstraints = new Function("req", "ctx", lines.join("\n")).bind(this);
      }
    };
    module2.exports = Constrainer;
  }
});

// node_modules/find-my-way/lib/http-methods.js
var require_http_methods = __commonJS({
  "node_modules/find-my-way/lib/http-methods.js"(exports2, module2) {
    "use strict";
    var httpMethods = [
      "ACL",
      "BIND",
      "CHECKOUT",
      "CONNECT",
      "COPY",
      "DELETE",
      "GET",
      "HEAD",
      "LINK",
      "LOCK",
      "M-SEARCH",
      "MERGE",
      "MKACTIVITY",
      "MKCALENDAR",
      "MKCOL",
      "MOVE",
      "NOTIFY",
      "OPTIONS",
      "PATCH",
      "POST",
      "PROPFIND",
      "PROPPATCH",
      "PURGE",
      "PUT",
      "QUERY",
      "REBIND",
      "REPORT",
      "SEARCH",
      "SOURCE",
      "SUBSCRIBE",
      "TRACE",
      "UNBIND",
      "UNLINK",
      "UNLOCK",
      "UNSUBSCRIBE"
    ];
    module2.exports = httpMethods;
  }
});

// node_modules/find-my-way/index.js
var require_find_my_way = __commonJS({
  "node_modules/find-my-way/index.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var querystring = require_lib();
    var isRegexSafe = require_safe_regex2();
    var deepEqual = require_fast_deep_equal();
    var { prettyPrintTree } = require_pretty_print();
    var { createStaticNode, NODE_TYPES } = require_node();
    var { compileTree } = require_compiler();
    var Constrainer = require_constrainer();
    var httpMethods = require_http_methods();
    var httpMethodStrategy = require_http_method();
    var { safeDecodeURI, safeDecodeURIComponent, safeDecodeURINativeScan, safeDecodeURICharScan, MIN_NATIVE_SCAN_LENGTH } = require_url_sanitizer();
    var OPTIONAL_PARAM_REGEXP = /(\/:[^/()]*?)\?(\/?)/;
    var ESCAPE_REGEXP = /[.*+?^${}()|[\]\\]/g;
    var REMOVE_DUPLICATE_SLASHES_REGEXP = /\/\/+/g;
    var parseUrl = typeof URL.parse === "function" ? URL.parse : (url) => URL.canParse(url) ? new URL(url) : null;
    if (!isRegexSafe(OPTIONAL_PARAM_REGEXP)) {
      throw new Error("the OPTIONAL_PARAM_REGEXP is not safe, update this module");
    }
    if (!isRegexSafe(ESCAPE_REGEXP)) {
      throw new Error("the ESCAPE_REGEXP is not safe, update this module");
    }
    if (!isRegexSafe(REMOVE_DUPLICATE_SLASHES_REGEXP)) {
      throw new Error("the REMOVE_DUPLICATE_SLASHES_REGEXP is not safe, update this module");
    }
    function Router(opts) {
      if (!(this instanceof Router)) {
        return new Router(opts);
      }
      opts = opts || {};
      this._opts = opts;
      if (opts.defaultRoute) {
        assert(typeof opts.defaultRoute === "function", "The default route must be a function");
        this.defaultRoute = opts.defaultRoute;
      } else {
        this.defaultRoute = null;
      }
      if (opts.onBadUrl) {
        assert(typeof opts.onBadUrl === "function", "The bad url handler must be a function");
        this.onBadUrl = opts.onBadUrl;
      } else {
        this.onBadUrl = null;
      }
      if (opts.buildPrettyMeta) {
        assert(typeof opts.buildPrettyMeta === "function", "buildPrettyMeta must be a function");
        this.buildPrettyMeta = opts.buildPrettyMeta;
      } else {
        this.buildPrettyMeta = defaultBuildPrettyMeta;
      }
      if (opts.querystringParser) {
        assert(typeof opts.querystringParser === "function", "querystringParser must be a function");
        this.querystringParser = opts.querystringParser;
      } else {
        this.querystringParser = (query) => query.length === 0 ? {} : querystring.parse(query);
      }
      this.caseSensitive = opts.caseSensitive === void 0 ? true : opts.caseSensitive;
      this.ignoreTrailingSlash = opts.ignoreTrailingSlash || false;
      this.ignoreDuplicateSlashes = opts.ignoreDuplicateSlashes || false;
      this.maxParamLength = opts.maxParamLength || 100;
      this.onMaxParamLength = opts.onMaxParamLength || null;
      this.allowUnsafeRegex = opts.allowUnsafeRegex || false;
      this.constrainer = new Constrainer(opts.constraints);
      this.useSemicolonDelimiter = opts.useSemicolonDelimiter || false;
      this.routes = [];
      this._routesByMethodAndPattern = /* @__PURE__ */ new Map();
      this.trees = /* @__PURE__ */ Object.create(null);
      this._treeGET = null;
      this._compiledGET = null;
      this._compiledTrees = /* @__PURE__ */ Object.create(null);
    }
    function routesWithMethodAndPattern(router, method, pattern) {
      const byPattern = router._routesByMethodAndPattern.get(method);
      return byPattern === void 0 ? void 0 : byPattern.get(pattern);
    }
    Router.prototype.on = function on(method, path, opts, handler, store) {
      if (typeof opts === "function") {
        if (handler !== void 0) {
          store = handler;
        }
        handler = opts;
        opts = {};
      }
      assert(typeof path === "string", "Path should be a string");
      assert(path.length > 0, "The path could not be empty");
      assert(path[0] === "/" || path[0] === "*", "The first character of a path should be `/` or `*`");
      assert(typeof handler === "function", "Handler should be a function");
      const optionalParamMatch = path.match(OPTIONAL_PARAM_REGEXP);
      if (optionalParamMatch) {
        assert(path.length === optionalParamMatch.index + optionalParamMatch[0].length, "Optional Parameter needs to be the last parameter of the path");
        const pathFull = path.replace(OPTIONAL_PARAM_REGEXP, "$1$2");
        const pathOptional = path.replace(OPTIONAL_PARAM_REGEXP, "$2") || "/";
        this.on(method, pathFull, opts, handler, store);
        this.on(method, pathOptional, opts, handler, store);
        return;
      }
      const route = path;
      if (this.ignoreDuplicateSlashes) {
        path = removeDuplicateSlashes(path);
      }
      if (this.ignoreTrailingSlash) {
        path = trimLastSlash(path);
      }
      const methods = Array.isArray(method) ? method : [method];
      for (const method2 of methods) {
        assert(typeof method2 === "string", "Method should be a string");
        assert(httpMethods.includes(method2), `Method '${method2}' is not an http method.`);
        this._on(method2, path, opts, handler, store, route);
      }
    };
    Router.prototype._on = function _on(method, path, opts, handler, store) {
      let constraints = {};
      if (opts.constraints !== void 0) {
        assert(typeof opts.constraints === "object" && opts.constraints !== null, "Constraints should be an object");
        if (Object.keys(opts.constraints).length !== 0) {
          constraints = opts.constraints;
        }
      }
      this.constrainer.validateConstraints(constraints);
      this.constrainer.noteUsage(constraints);
      this._compiledGET = null;
      this._compiledTrees = /* @__PURE__ */ Object.create(null);
      if (this.trees[method] === void 0) {
        this.trees[method] = createStaticNode("/");
      }
      let pattern = path;
      if (pattern === "*" && this.trees[method].prefix.length !== 0) {
        const currentRoot = this.trees[method];
        this.trees[method] = createStaticNode("");
        this.trees[method].setStaticChild("/", currentRoot);
      }
      let currentNode = this.trees[method];
      if (method === "GET") {
        this._treeGET = currentNode;
      }
      let parentNodePathIndex = currentNode.prefix.length;
      const params = [];
      for (let i = 0; i <= pattern.length; i++) {
        if (pattern.charCodeAt(i) === 58 && pattern.charCodeAt(i + 1) === 58) {
          i++;
          continue;
        }
        const isParametricNode = pattern.charCodeAt(i) === 58 && pattern.charCodeAt(i + 1) !== 58;
        const isWildcardNode = pattern.charCodeAt(i) === 42;
        if (isParametricNode || isWildcardNode || i === pattern.length && i !== parentNodePathIndex) {
          let staticNodePath = pattern.slice(parentNodePathIndex, i);
          if (!this.caseSensitive) {
            staticNodePath = staticNodePath.toLowerCase();
          }
          staticNodePath = staticNodePath.replaceAll("::", ":");
          staticNodePath = staticNodePath.replaceAll("%", "%25");
          currentNode = currentNode.createStaticChild(staticNodePath);
        }
        if (isParametricNode) {
          let isRegexNode = false;
          let isParamSafe = true;
          let backtrack = "";
          const regexps = [];
          let nodePatternParts = "";
          let nodeParamCount = 0;
          let nodeStaticLength = 0;
          let lastParamStartIndex = i + 1;
          for (let j = lastParamStartIndex; ; j++) {
            const charCode = pattern.charCodeAt(j);
            const isRegexParam = charCode === 40;
            const isStaticPart = charCode === 45 || charCode === 46;
            const isEndOfNode = charCode === 47 || j === pattern.length;
            if (isRegexParam || isStaticPart || isEndOfNode) {
              const paramName = pattern.slice(lastParamStartIndex, j);
              params.push(paramName);
              nodeParamCount++;
              isRegexNode = isRegexNode || isRegexParam || isStaticPart;
              if (isRegexParam) {
                const endOfRegexIndex = getClosingParenthensePosition(pattern, j);
                const regexString = pattern.slice(j, endOfRegexIndex + 1);
                if (!this.allowUnsafeRegex) {
                  assert(isRegexSafe(new RegExp(regexString)), `The regex '${regexString}' is not safe!`);
                }
                regexps.push(trimRegExpStartAndEnd(regexString));
                j = endOfRegexIndex + 1;
                isParamSafe = true;
              } else {
                regexps.push(isParamSafe ? "(.*?)" : `(${backtrack}|(?:(?!${backtrack}).)*)`);
                isParamSafe = false;
              }
              const staticPartStartIndex = j;
              for (; j < pattern.length; j++) {
                const charCode2 = pattern.charCodeAt(j);
                if (charCode2 === 47) break;
                if (charCode2 === 58) {
                  const nextCharCode = pattern.charCodeAt(j + 1);
                  if (nextCharCode === 58) j++;
                  else break;
                }
              }
              let staticPart = pattern.slice(staticPartStartIndex, j);
              if (staticPart) {
                staticPart = staticPart.replaceAll("::", ":");
                staticPart = staticPart.replaceAll("%", "%25");
                regexps.push(backtrack = escapeRegExp(staticPart));
                nodeStaticLength += staticPart.length;
              }
              lastParamStartIndex = j + 1;
              nodePatternParts += "()" + staticPart;
              if (isEndOfNode || pattern.charCodeAt(j) === 47 || j === pattern.length) {
                const nodePattern = isRegexNode ? nodePatternParts : staticPart;
                const nodePath = pattern.slice(i, j);
                pattern = pattern.slice(0, i + 1) + nodePattern + pattern.slice(j);
                i += nodePattern.length;
                const regex = isRegexNode ? new RegExp("^" + regexps.join("") + "$") : null;
                currentNode = currentNode.createParametricChild(regex, staticPart || null, nodePath, nodeParamCount, nodeStaticLength);
                parentNodePathIndex = i + 1;
                break;
              }
            }
          }
        } else if (isWildcardNode) {
          params.push("*");
          currentNode = currentNode.createWildcardChild();
          parentNodePathIndex = i + 1;
          if (i !== pattern.length - 1) {
            throw new Error("Wildcard must be the last character in the route");
          }
        }
      }
      if (!this.caseSensitive) {
        pattern = pattern.toLowerCase();
      }
      if (pattern === "*") {
        pattern = "/*";
      }
      const sameRoutes = routesWithMethodAndPattern(this, method, pattern);
      if (sameRoutes !== void 0) {
        for (const existRoute of sameRoutes) {
          const routeConstraints = existRoute.opts.constraints || {};
          if (deepEqual(routeConstraints, constraints)) {
            throw new Error(`Method '${method}' already declared for route '${pattern}' with constraints '${JSON.stringify(constraints)}'`);
          }
        }
      }
      const route = { method, path, pattern, params, opts, handler, store };
      this.routes.push(route);
      if (sameRoutes !== void 0) {
        sameRoutes.push(route);
      } else {
        let byPattern = this._routesByMethodAndPattern.get(method);
        if (byPattern === void 0) {
          byPattern = /* @__PURE__ */ new Map();
          this._routesByMethodAndPattern.set(method, byPattern);
        }
        byPattern.set(pattern, [route]);
      }
      currentNode.addRoute(route, this.constrainer);
    };
    Router.prototype.hasRoute = function hasRoute(method, path, constraints) {
      const route = this.findRoute(method, path, constraints);
      return route !== null;
    };
    Router.prototype.findRoute = function findNode(method, path, constraints = {}) {
      if (this.trees[method] === void 0) {
        return null;
      }
      let pattern = path;
      let currentNode = this.trees[method];
      let parentNodePathIndex = currentNode.prefix.length;
      const params = [];
      for (let i = 0; i <= pattern.length; i++) {
        if (pattern.charCodeAt(i) === 58 && pattern.charCodeAt(i + 1) === 58) {
          i++;
          continue;
        }
        const isParametricNode = pattern.charCodeAt(i) === 58 && pattern.charCodeAt(i + 1) !== 58;
        const isWildcardNode = pattern.charCodeAt(i) === 42;
        if (isParametricNode || isWildcardNode || i === pattern.length && i !== parentNodePathIndex) {
          let staticNodePath = pattern.slice(parentNodePathIndex, i);
          if (!this.caseSensitive) {
            staticNodePath = staticNodePath.toLowerCase();
          }
          staticNodePath = staticNodePath.replaceAll("::", ":");
          staticNodePath = staticNodePath.replaceAll("%", "%25");
          currentNode = currentNode.getStaticChild(staticNodePath);
          if (currentNode === null) {
            return null;
          }
        }
        if (isParametricNode) {
          let isRegexNode = false;
          let isParamSafe = true;
          let backtrack = "";
          const regexps = [];
          let nodePatternParts = "";
          let lastParamStartIndex = i + 1;
          for (let j = lastParamStartIndex; ; j++) {
            const charCode = pattern.charCodeAt(j);
            const isRegexParam = charCode === 40;
            const isStaticPart = charCode === 45 || charCode === 46;
            const isEndOfNode = charCode === 47 || j === pattern.length;
            if (isRegexParam || isStaticPart || isEndOfNode) {
              const paramName = pattern.slice(lastParamStartIndex, j);
              params.push(paramName);
              isRegexNode = isRegexNode || isRegexParam || isStaticPart;
              if (isRegexParam) {
                const endOfRegexIndex = getClosingParenthensePosition(pattern, j);
                const regexString = pattern.slice(j, endOfRegexIndex + 1);
                if (!this.allowUnsafeRegex) {
                  assert(isRegexSafe(new RegExp(regexString)), `The regex '${regexString}' is not safe!`);
                }
                regexps.push(trimRegExpStartAndEnd(regexString));
                j = endOfRegexIndex + 1;
                isParamSafe = true;
              } else {
                regexps.push(isParamSafe ? "(.*?)" : `(${backtrack}|(?:(?!${backtrack}).)*)`);
                isParamSafe = false;
              }
              const staticPartStartIndex = j;
              for (; j < pattern.length; j++) {
                const charCode2 = pattern.charCodeAt(j);
                if (charCode2 === 47) break;
                if (charCode2 === 58) {
                  const nextCharCode = pattern.charCodeAt(j + 1);
                  if (nextCharCode === 58) j++;
                  else break;
                }
              }
              let staticPart = pattern.slice(staticPartStartIndex, j);
              if (staticPart) {
                staticPart = staticPart.replaceAll("::", ":");
                staticPart = staticPart.replaceAll("%", "%25");
                regexps.push(backtrack = escapeRegExp(staticPart));
              }
              lastParamStartIndex = j + 1;
              nodePatternParts += "()" + staticPart;
              if (isEndOfNode || pattern.charCodeAt(j) === 47 || j === pattern.length) {
                const nodePattern = isRegexNode ? nodePatternParts : staticPart;
                const nodePath = pattern.slice(i, j);
                pattern = pattern.slice(0, i + 1) + nodePattern + pattern.slice(j);
                i += nodePattern.length;
                const regex = isRegexNode ? new RegExp("^" + regexps.join("") + "$") : null;
                currentNode = currentNode.getParametricChild(regex, staticPart || null, nodePath);
                if (currentNode === null) {
                  return null;
                }
                parentNodePathIndex = i + 1;
                break;
              }
            }
          }
        } else if (isWildcardNode) {
          params.push("*");
          currentNode = currentNode.getWildcardChild();
          parentNodePathIndex = i + 1;
          if (i !== pattern.length - 1) {
            throw new Error("Wildcard must be the last character in the route");
          }
        }
      }
      if (!this.caseSensitive) {
        pattern = pattern.toLowerCase();
      }
      const sameRoutes = routesWithMethodAndPattern(this, method, pattern);
      if (sameRoutes === void 0) {
        return null;
      }
      for (const existRoute of sameRoutes) {
        const routeConstraints = existRoute.opts.constraints || {};
        if (deepEqual(routeConstraints, constraints)) {
          return {
            handler: existRoute.handler,
            store: existRoute.store,
            params: existRoute.params
          };
        }
      }
      return null;
    };
    Router.prototype.hasConstraintStrategy = function(strategyName) {
      return this.constrainer.hasConstraintStrategy(strategyName);
    };
    Router.prototype.addConstraintStrategy = function(constraints) {
      this.constrainer.addConstraintStrategy(constraints);
      this._rebuild(this.routes);
    };
    Router.prototype.reset = function reset() {
      this._compiledGET = null;
      this._compiledTrees = /* @__PURE__ */ Object.create(null);
      this.trees = /* @__PURE__ */ Object.create(null);
      this._treeGET = null;
      this.routes = [];
      this._routesByMethodAndPattern = /* @__PURE__ */ new Map();
    };
    Router.prototype.off = function off(method, path, constraints) {
      assert(typeof path === "string", "Path should be a string");
      assert(path.length > 0, "The path could not be empty");
      assert(path[0] === "/" || path[0] === "*", "The first character of a path should be `/` or `*`");
      assert(
        typeof constraints === "undefined" || typeof constraints === "object" && !Array.isArray(constraints) && constraints !== null,
        "Constraints should be an object or undefined."
      );
      const optionalParamMatch = path.match(OPTIONAL_PARAM_REGEXP);
      if (optionalParamMatch) {
        assert(path.length === optionalParamMatch.index + optionalParamMatch[0].length, "Optional Parameter needs to be the last parameter of the path");
        const pathFull = path.replace(OPTIONAL_PARAM_REGEXP, "$1$2");
        const pathOptional = path.replace(OPTIONAL_PARAM_REGEXP, "$2") || "/";
        this.off(method, pathFull, constraints);
        this.off(method, pathOptional, constraints);
        return;
      }
      if (this.ignoreDuplicateSlashes) {
        path = removeDuplicateSlashes(path);
      }
      if (this.ignoreTrailingSlash) {
        path = trimLastSlash(path);
      }
      const methods = Array.isArray(method) ? method : [method];
      for (const method2 of methods) {
        this._off(method2, path, constraints);
      }
    };
    Router.prototype._off = function _off(method, path, constraints) {
      assert(typeof method === "string", "Method should be a string");
      assert(httpMethods.includes(method), `Method '${method}' is not an http method.`);
      function matcherWithoutConstraints(route) {
        return method !== route.method || path !== route.path;
      }
      function matcherWithConstraints(route) {
        return matcherWithoutConstraints(route) || !deepEqual(constraints, route.opts.constraints || {});
      }
      const predicate = constraints ? matcherWithConstraints : matcherWithoutConstraints;
      const newRoutes = this.routes.filter(predicate);
      this._rebuild(newRoutes);
    };
    Router.prototype.lookup = function lookup(req, res, ctx, done) {
      if (typeof ctx === "function") {
        done = ctx;
        ctx = void 0;
      }
      if (done === void 0) {
        const constraints = this.constrainer.deriveConstraints(req, ctx);
        const handle = this.find(req.method, req.url, constraints);
        return this.callHandler(handle, req, res, ctx);
      }
      this.constrainer.deriveConstraints(req, ctx, (err, constraints) => {
        if (err !== null) {
          done(err);
          return;
        }
        try {
          const handle = this.find(req.method, req.url, constraints);
          const result = this.callHandler(handle, req, res, ctx);
          done(null, result);
        } catch (err2) {
          done(err2);
        }
      });
    };
    Router.prototype.callHandler = function callHandler(handle, req, res, ctx) {
      if (handle === null) return this._defaultRoute(req, res, ctx);
      return ctx === void 0 ? handle.handler(req, res, handle.params, handle.store, handle.searchParams) : handle.handler.call(ctx, req, res, handle.params, handle.store, handle.searchParams);
    };
    Router.prototype.find = function find(method, path, derivedConstraints) {
      let currentNode = method === "GET" ? this._treeGET : this.trees[method];
      if (currentNode == null) return null;
      if (path.charCodeAt(0) !== 47) {
        const absolutePath = getPathFromAbsoluteUrl(path);
        if (absolutePath === null) {
          return this._onBadUrl(path);
        }
        path = absolutePath;
      }
      let sanitizedUrl;
      let querystring2;
      let shouldDecodeParam;
      try {
        sanitizedUrl = path.length >= MIN_NATIVE_SCAN_LENGTH ? safeDecodeURINativeScan(path, this.useSemicolonDelimiter) : safeDecodeURICharScan(path, this.useSemicolonDelimiter, 1);
        path = sanitizedUrl.path;
        querystring2 = sanitizedUrl.querystring;
        shouldDecodeParam = sanitizedUrl.shouldDecodeParam;
      } catch (error) {
        return this._onBadUrl(path);
      }
      if (this.ignoreDuplicateSlashes) {
        path = removeDuplicateSlashes(path);
      }
      if (this.ignoreTrailingSlash) {
        path = trimLastSlash(path);
      }
      const originPath = path;
      if (this.caseSensitive === false) {
        path = path.toLowerCase();
      }
      const maxParamLength = this.maxParamLength;
      let pathIndex = currentNode.prefix.length;
      const pathLen = path.length;
      let paramsCount = 0;
      let param0, param1, param2, param3;
      let extraParams = null;
      const brothersNodesStack = [];
      let maxParamLengthExceeded = false;
      while (true) {
        if (pathIndex === pathLen && currentNode.isLeafNode) {
          const handle = currentNode.handlerStorage.getMatchingHandler(derivedConstraints);
          if (handle !== null) {
            return {
              handler: handle.handler,
              store: handle.store,
              params: handle._createParamsObject(param0, param1, param2, param3, extraParams),
              searchParams: this.querystringParser(querystring2)
            };
          }
        }
        let node = currentNode.getNextNode(path, pathIndex, brothersNodesStack, paramsCount);
        if (node === null) {
          if (brothersNodesStack.length === 0) {
            if (maxParamLengthExceeded && this.onMaxParamLength) {
              return this._onMaxParamLength(originPath);
            }
            return null;
          }
          const stackLength = brothersNodesStack.length;
          paramsCount = brothersNodesStack[stackLength - 1];
          pathIndex = brothersNodesStack[stackLength - 2];
          node = brothersNodesStack[stackLength - 3];
          brothersNodesStack.length = stackLength - 3;
        }
        currentNode = node;
        while (true) {
          if (currentNode.kind === NODE_TYPES.STATIC) {
            pathIndex += currentNode.prefix.length;
            break;
          }
          let paramEndIndex = pathLen;
          if (currentNode.kind === NODE_TYPES.PARAMETRIC) {
            paramEndIndex = originPath.indexOf("/", pathIndex);
            if (paramEndIndex === -1) {
              paramEndIndex = pathLen;
            }
          }
          let param = originPath.slice(pathIndex, paramEndIndex);
          if (shouldDecodeParam) {
            param = safeDecodeURIComponent(param);
          }
          let matched = true;
          let regexMatches = null;
          if (currentNode.isRegex) {
            if (param.length > currentNode.regexParamCount * maxParamLength + currentNode.regexStaticLength) {
              maxParamLengthExceeded = true;
              matched = false;
            } else if ((regexMatches = currentNode.regex.exec(param)) === null) {
              matched = false;
            } else {
              for (let i = 1; i < regexMatches.length; i++) {
                const matchedParam = regexMatches[i] ?? "";
                if (matchedParam.length > maxParamLength) {
                  maxParamLengthExceeded = true;
                  matched = false;
                  break;
                }
              }
            }
          } else if (currentNode.kind === NODE_TYPES.PARAMETRIC && param.length > maxParamLength) {
            maxParamLengthExceeded = true;
            matched = false;
          }
          if (matched) {
            if (regexMatches === null) {
              if (paramsCount === 0) param0 = param;
              else if (paramsCount === 1) param1 = param;
              else if (paramsCount === 2) param2 = param;
              else if (paramsCount === 3) param3 = param;
              else {
                if (extraParams === null) extraParams = [];
                extraParams[paramsCount - 4] = param;
              }
              paramsCount++;
            } else {
              for (let i = 1; i < regexMatches.length; i++) {
                const value = regexMatches[i] ?? "";
                if (paramsCount === 0) param0 = value;
                else if (paramsCount === 1) param1 = value;
                else if (paramsCount === 2) param2 = value;
                else if (paramsCount === 3) param3 = value;
                else {
                  if (extraParams === null) extraParams = [];
                  extraParams[paramsCount - 4] = value;
                }
                paramsCount++;
              }
            }
            pathIndex = paramEndIndex;
            break;
          }
          if (brothersNodesStack.length === 0) {
            if (maxParamLengthExceeded && this.onMaxParamLength) {
              return this._onMaxParamLength(originPath);
            }
            return null;
          }
          const stackLength = brothersNodesStack.length;
          paramsCount = brothersNodesStack[stackLength - 1];
          pathIndex = brothersNodesStack[stackLength - 2];
          currentNode = brothersNodesStack[stackLength - 3];
          brothersNodesStack.length = stackLength - 3;
        }
      }
    };
    Router.prototype.compile = function compile() {
      this.find = Router.prototype._findCompiled;
      this.lookup = Router.prototype._lookupCompiled;
      for (const method in this.trees) {
        this._compileTree(method);
      }
      return this;
    };
    Router.prototype._compileTree = function _compileTree(method) {
      const tree = this.trees[method];
      if (tree === void 0) return null;
      const compiled = compileTree(this, tree);
      if (method === "GET") {
        this._compiledGET = compiled;
      } else {
        this._compiledTrees[method] = compiled;
      }
      return compiled;
    };
    Router.prototype._findCompiled = function _findCompiled(method, path, derivedConstraints) {
      let compiled = method === "GET" ? this._compiledGET : this._compiledTrees[method];
      if (compiled == null) {
        compiled = this._compileTree(method);
        if (compiled === null) return null;
      }
      return compiled.find(path, derivedConstraints);
    };
    Router.prototype._lookupCompiled = function _lookupCompiled(req, res, ctx, done) {
      if (typeof ctx === "function" || done !== void 0) {
        return Router.prototype.lookup.call(this, req, res, ctx, done);
      }
      const derivedConstraints = this.constrainer.deriveConstraints(req, ctx);
      const method = req.method;
      let compiled = method === "GET" ? this._compiledGET : this._compiledTrees[method];
      if (compiled == null) {
        compiled = this._compileTree(method);
        if (compiled === null) return this._defaultRoute(req, res, ctx);
      }
      return compiled.lookup(req.url, derivedConstraints, req, res, ctx);
    };
    Router.prototype._findSanitized = function _findSanitized(matcher, path, derivedConstraints) {
      if (path.charCodeAt(0) !== 47) {
        const absolutePath = getPathFromAbsoluteUrl(path);
        if (absolutePath === null) {
          return this._onBadUrl(path);
        }
        path = absolutePath;
      }
      let sanitizedUrl;
      let querystring2;
      let shouldDecodeParam;
      try {
        sanitizedUrl = path.length >= MIN_NATIVE_SCAN_LENGTH ? safeDecodeURINativeScan(path, this.useSemicolonDelimiter) : safeDecodeURICharScan(path, this.useSemicolonDelimiter, 1);
        path = sanitizedUrl.path;
        querystring2 = sanitizedUrl.querystring;
        shouldDecodeParam = sanitizedUrl.shouldDecodeParam;
      } catch (error) {
        return this._onBadUrl(path);
      }
      if (this.ignoreDuplicateSlashes) {
        path = removeDuplicateSlashes(path);
      }
      if (this.ignoreTrailingSlash) {
        path = trimLastSlash(path);
      }
      const originPath = path;
      if (this.caseSensitive === false) {
        path = path.toLowerCase();
      }
      return matcher(path, originPath, shouldDecodeParam, derivedConstraints, querystring2);
    };
    Router.prototype._rebuild = function(routes) {
      this.reset();
      for (const route of routes) {
        const { method, path, opts, handler, store } = route;
        this._on(method, path, opts, handler, store);
      }
    };
    Router.prototype._defaultRoute = function(req, res, ctx) {
      if (this.defaultRoute !== null) {
        return ctx === void 0 ? this.defaultRoute(req, res) : this.defaultRoute.call(ctx, req, res);
      } else {
        res.statusCode = 404;
        res.end();
      }
    };
    Router.prototype._onBadUrl = function(path) {
      if (this.onBadUrl === null) {
        return null;
      }
      const onBadUrl = this.onBadUrl;
      return {
        handler: (req, res, ctx) => onBadUrl(path, req, res),
        params: {},
        store: null
      };
    };
    Router.prototype._onMaxParamLength = function(path) {
      if (this.onMaxParamLength === null) {
        return null;
      }
      const onMaxParamLength = this.onMaxParamLength;
      return {
        handler: (req, res, ctx) => onMaxParamLength(path, req, res),
        params: {},
        store: null
      };
    };
    Router.prototype.prettyPrint = function(options = {}) {
      const method = options.method;
      options.buildPrettyMeta = this.buildPrettyMeta.bind(this);
      let tree = null;
      if (method === void 0) {
        const { version, host, ...constraints } = this.constrainer.strategies;
        constraints[httpMethodStrategy.name] = httpMethodStrategy;
        const mergedRouter = new Router({ ...this._opts, constraints });
        const mergedRoutes = this.routes.map((route) => {
          const constraints2 = {
            ...route.opts.constraints,
            [httpMethodStrategy.name]: route.method
          };
          return { ...route, method: "MERGED", opts: { constraints: constraints2 } };
        });
        mergedRouter._rebuild(mergedRoutes);
        tree = mergedRouter.trees.MERGED;
      } else {
        tree = this.trees[method];
      }
      if (tree == null) return "(empty tree)";
      return prettyPrintTree(tree, options);
    };
    for (const i in httpMethods) {
      if (!httpMethods.hasOwnProperty(i)) continue;
      const m = httpMethods[i];
      const methodName = m.toLowerCase();
      Router.prototype[methodName] = function(path, handler, store) {
        return this.on(m, path, handler, store);
      };
    }
    Router.prototype.all = function(path, handler, store) {
      this.on(httpMethods, path, handler, store);
    };
    Router.sanitizeUrlPath = function sanitizeUrlPath(url, useSemicolonDelimiter) {
      const decoded = safeDecodeURI(url, useSemicolonDelimiter);
      if (decoded.shouldDecodeParam) {
        return safeDecodeURIComponent(decoded.path);
      }
      return decoded.path;
    };
    Router.removeDuplicateSlashes = removeDuplicateSlashes;
    Router.trimLastSlash = trimLastSlash;
    module2.exports = Router;
    function escapeRegExp(string) {
      return string.replace(ESCAPE_REGEXP, "\\$&");
    }
    function getPathFromAbsoluteUrl(url) {
      const schemeEnd = url.indexOf("://");
      if (schemeEnd === -1) {
        return url;
      }
      const scheme = url.slice(0, schemeEnd).toLowerCase();
      if (scheme !== "http" && scheme !== "https") {
        return url;
      }
      const authorityStart = schemeEnd + 3;
      let authorityEnd = url.length;
      const pathStart = url.indexOf("/", authorityStart);
      if (pathStart !== -1) {
        authorityEnd = pathStart;
      }
      const queryStart = url.indexOf("?", authorityStart);
      if (queryStart !== -1 && queryStart < authorityEnd) {
        authorityEnd = queryStart;
      }
      if (url.indexOf("#", authorityStart) !== -1 || authorityEnd === authorityStart) {
        return null;
      }
      const parsed = parseUrl(url);
      if (parsed === null || parsed.protocol !== `${scheme}:` || parsed.host.length === 0) {
        return null;
      }
      if (authorityEnd === url.length) {
        return "/";
      }
      if (authorityEnd === queryStart) {
        return "/" + url.slice(queryStart);
      }
      return url.slice(pathStart);
    }
    function removeDuplicateSlashes(path) {
      return path.indexOf("//") !== -1 ? path.replace(REMOVE_DUPLICATE_SLASHES_REGEXP, "/") : path;
    }
    function trimLastSlash(path) {
      if (path.length > 1 && path.charCodeAt(path.length - 1) === 47) {
        return path.slice(0, -1);
      }
      return path;
    }
    function trimRegExpStartAndEnd(regexString) {
      if (regexString.charCodeAt(1) === 94) {
        regexString = regexString.slice(0, 1) + regexString.slice(2);
      }
      if (regexString.charCodeAt(regexString.length - 2) === 36) {
        regexString = regexString.slice(0, regexString.length - 2) + regexString.slice(regexString.length - 1);
      }
      return regexString;
    }
    function getClosingParenthensePosition(path, idx) {
      let parentheses = 1;
      while (idx < path.length) {
        idx++;
        if (path.charCodeAt(idx) === 92) {
          idx++;
          continue;
        }
        if (path.charCodeAt(idx) === 41) {
          parentheses--;
        } else if (path.charCodeAt(idx) === 40) {
          parentheses++;
        }
        if (!parentheses) return idx;
      }
      throw new TypeError('Invalid regexp expression in "' + path + '"');
    }
    function defaultBuildPrettyMeta(route) {
      if (!route) return {};
      if (!route.store) return {};
      return Object.assign({}, route.store);
    }
  }
});

// node_modules/fastify/lib/head-route.js
var require_head_route = __commonJS({
  "node_modules/fastify/lib/head-route.js"(exports2, module2) {
    "use strict";
    function headRouteOnSendHandler(req, reply, payload, done) {
      if (payload === void 0) {
        reply.header("content-length", "0");
        done(null, null);
        return;
      }
      if (typeof payload.resume === "function") {
        payload.on("error", (err) => {
          reply.log.error({ err }, "Error on Stream found for HEAD route");
        });
        payload.resume();
        done(null, null);
        return;
      }
      if (typeof payload.getReader === "function") {
        payload.cancel("Stream cancelled by HEAD route").catch((err) => {
          reply.log.error({ err }, "Error on Stream found for HEAD route");
        });
        done(null, null);
        return;
      }
      const size = "" + Buffer.byteLength(payload);
      reply.header("content-length", size);
      done(null, null);
    }
    function parseHeadOnSendHandlers(onSendHandlers) {
      if (onSendHandlers == null) return headRouteOnSendHandler;
      return Array.isArray(onSendHandlers) ? [...onSendHandlers, headRouteOnSendHandler] : [onSendHandlers, headRouteOnSendHandler];
    }
    module2.exports = {
      parseHeadOnSendHandlers
    };
  }
});

// node_modules/fastify/lib/route.js
var require_route = __commonJS({
  "node_modules/fastify/lib/route.js"(exports2, module2) {
    "use strict";
    var FindMyWay = require_find_my_way();
    var Context = require_context();
    var handleRequest = require_handle_request();
    var { onRequestAbortHookRunner, lifecycleHooks, preParsingHookRunner, onTimeoutHookRunner, onRequestHookRunner } = require_hooks();
    var { normalizeSchema } = require_schemas();
    var { parseHeadOnSendHandlers } = require_head_route();
    var { defaultInitOptions } = require_initial_config_validation();
    var {
      compileSchemasForValidation,
      compileSchemasForSerialization
    } = require_validation();
    var {
      FST_ERR_SCH_VALIDATION_BUILD,
      FST_ERR_SCH_SERIALIZATION_BUILD,
      FST_ERR_DUPLICATED_ROUTE,
      FST_ERR_INVALID_URL,
      FST_ERR_HOOK_INVALID_HANDLER,
      FST_ERR_ROUTE_OPTIONS_NOT_OBJ,
      FST_ERR_ROUTE_DUPLICATED_HANDLER,
      FST_ERR_ROUTE_HANDLER_NOT_FN,
      FST_ERR_ROUTE_MISSING_HANDLER,
      FST_ERR_ROUTE_METHOD_NOT_SUPPORTED,
      FST_ERR_ROUTE_METHOD_INVALID,
      FST_ERR_ROUTE_LOG_LEVEL_INVALID,
      FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED,
      FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT,
      FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT,
      FST_ERR_HANDLER_TIMEOUT,
      FST_ERR_HOOK_INVALID_ASYNC_HANDLER
    } = require_errors2();
    var {
      kRoutePrefix,
      kSupportedHTTPMethods,
      kLogLevel,
      kLogSerializers,
      kHooks,
      kSchemaController,
      kOptions,
      kReplySerializerDefault,
      kReplyIsError,
      kRequestPayloadStream,
      kSchemaErrorFormatter,
      kErrorHandler,
      kHasBeenDecorated,
      kRequestAcceptVersion,
      kRouteByFastify,
      kRouteContext,
      kRequestSignal,
      kTimeoutTimer,
      kOnAbort,
      kLogController
    } = require_symbols2();
    var { buildErrorHandler } = require_error_handler();
    var { createChildLogger, defaultChildLoggerFactory } = require_logger_factory();
    var { getGenReqId } = require_req_id_gen_factory();
    var { FSTDEP022 } = require_warnings();
    var routerKeys = [
      "allowUnsafeRegex",
      "buildPrettyMeta",
      "caseSensitive",
      "constraints",
      "defaultRoute",
      "ignoreDuplicateSlashes",
      "ignoreTrailingSlash",
      "maxParamLength",
      "onBadUrl",
      "onMaxParamLength",
      "querystringParser",
      "useSemicolonDelimiter"
    ];
    function buildRouting(options) {
      const router = FindMyWay(options);
      let avvio;
      let fourOhFour;
      let logger;
      let hasLogger;
      let setupResponseListeners;
      let throwIfAlreadyStarted;
      let ignoreTrailingSlash;
      let ignoreDuplicateSlashes;
      let return503OnClosing;
      let globalExposeHeadRoutes;
      let keepAliveConnections;
      let closing = false;
      return {
        /**
         * @param {import('../fastify').FastifyServerOptions} options
         * @param {*} fastifyArgs
         */
        setup(options2, fastifyArgs) {
          avvio = fastifyArgs.avvio;
          fourOhFour = fastifyArgs.fourOhFour;
          logger = options2.logger;
          hasLogger = fastifyArgs.hasLogger;
          setupResponseListeners = fastifyArgs.setupResponseListeners;
          throwIfAlreadyStarted = fastifyArgs.throwIfAlreadyStarted;
          globalExposeHeadRoutes = options2.exposeHeadRoutes;
          ignoreTrailingSlash = options2.routerOptions.ignoreTrailingSlash;
          ignoreDuplicateSlashes = options2.routerOptions.ignoreDuplicateSlashes;
          return503OnClosing = Object.hasOwn(options2, "return503OnClosing") ? options2.return503OnClosing : true;
          keepAliveConnections = fastifyArgs.keepAliveConnections;
        },
        // router func to find the right handler to call, not bound because
        // router.compile() replaces router.lookup
        routing: (req, res, done) => router.lookup(req, res, done),
        compileRoutes: () => router.compile(),
        route,
        // configure a route in the fastify instance
        hasRoute,
        prepareRoute,
        routeHandler,
        closeRoutes: () => {
          closing = true;
        },
        printRoutes: router.prettyPrint.bind(router),
        addConstraintStrategy,
        hasConstraintStrategy,
        isAsyncConstraint,
        findRoute
      };
      function addConstraintStrategy(strategy) {
        throwIfAlreadyStarted("Cannot add constraint strategy!");
        return router.addConstraintStrategy(strategy);
      }
      function hasConstraintStrategy(strategyName) {
        return router.hasConstraintStrategy(strategyName);
      }
      function isAsyncConstraint() {
        return router.constrainer.asyncStrategiesInUse.size > 0;
      }
      function prepareRoute({ method, url, options: options2, handler, isFastify }) {
        if (typeof url !== "string") {
          throw new FST_ERR_INVALID_URL(typeof url);
        }
        if (!handler && typeof options2 === "function") {
          handler = options2;
          options2 = {};
        } else if (handler && typeof handler === "function") {
          if (Object.prototype.toString.call(options2) !== "[object Object]") {
            throw new FST_ERR_ROUTE_OPTIONS_NOT_OBJ(method, url);
          } else if (options2.handler) {
            if (typeof options2.handler === "function") {
              throw new FST_ERR_ROUTE_DUPLICATED_HANDLER(method, url);
            } else {
              throw new FST_ERR_ROUTE_HANDLER_NOT_FN(method, url);
            }
          }
        }
        options2 = Object.assign({}, options2, {
          method,
          url,
          path: url,
          handler: handler || options2 && options2.handler
        });
        return route.call(this, { options: options2, isFastify });
      }
      function hasRoute({ options: options2 }) {
        const normalizedMethod = options2.method?.toUpperCase() ?? "";
        return router.hasRoute(
          normalizedMethod,
          options2.url || "",
          options2.constraints
        );
      }
      function findRoute(options2) {
        const route2 = router.find(
          options2.method?.toUpperCase() ?? "",
          options2.url || "",
          options2.constraints
        );
        if (route2) {
          return {
            handler: route2.handler,
            params: route2.params,
            searchParams: route2.searchParams
          };
        } else {
          return null;
        }
      }
      function route({ options: options2, isFastify }) {
        throwIfAlreadyStarted("Cannot add route!");
        const opts = { ...options2 };
        const path = opts.url || opts.path || "";
        if (!opts.handler) {
          throw new FST_ERR_ROUTE_MISSING_HANDLER(opts.method, path);
        }
        if (opts.errorHandler !== void 0 && typeof opts.errorHandler !== "function") {
          throw new FST_ERR_ROUTE_HANDLER_NOT_FN(opts.method, path);
        }
        validateBodyLimitOption(opts.bodyLimit);
        validateHandlerTimeoutOption(opts.handlerTimeout);
        const shouldExposeHead = opts.exposeHeadRoute ?? globalExposeHeadRoutes;
        let isGetRoute = false;
        let isHeadRoute = false;
        if (Array.isArray(opts.method)) {
          for (let i = 0; i < opts.method.length; ++i) {
            opts.method[i] = normalizeAndValidateMethod.call(this, opts.method[i]);
            validateSchemaBodyOption.call(this, opts.method[i], path, opts.schema);
            isGetRoute = opts.method.includes("GET");
            isHeadRoute = opts.method.includes("HEAD");
          }
        } else {
          opts.method = normalizeAndValidateMethod.call(this, opts.method);
          validateSchemaBodyOption.call(this, opts.method, path, opts.schema);
          isGetRoute = opts.method === "GET";
          isHeadRoute = opts.method === "HEAD";
        }
        const headOpts = shouldExposeHead && isGetRoute ? { ...options2 } : null;
        const prefix = this[kRoutePrefix];
        if (path === "/" && prefix.length > 0 && opts.method !== "HEAD") {
          switch (opts.prefixTrailingSlash) {
            case "slash":
              addNewRoute.call(this, { path, isFastify });
              break;
            case "no-slash":
              addNewRoute.call(this, { path: "", isFastify });
              break;
            case "both":
            default:
              addNewRoute.call(this, { path: "", isFastify });
              if (ignoreTrailingSlash !== true && (ignoreDuplicateSlashes !== true || !prefix.endsWith("/"))) {
                addNewRoute.call(this, { path, prefixing: true, isFastify });
              }
          }
        } else if (path[0] === "/" && prefix.endsWith("/")) {
          addNewRoute.call(this, { path: path.slice(1), isFastify });
        } else {
          addNewRoute.call(this, { path, isFastify });
        }
        return this;
        function addNewRoute({ path: path2, prefixing = false, isFastify: isFastify2 = false }) {
          const url = prefix + path2;
          opts.url = url;
          opts.path = url;
          opts.routePath = path2;
          opts.prefix = prefix;
          opts.logLevel = opts.logLevel || this[kLogLevel];
          validateLogLevelOption(opts.logLevel, opts.method, opts.url, logger);
          if (this[kLogSerializers] || opts.logSerializers) {
            opts.logSerializers = Object.assign(Object.create(this[kLogSerializers]), opts.logSerializers);
          }
          if (opts.attachValidation == null) {
            opts.attachValidation = false;
          }
          const routeConfigUrl = prefixing ? prefix : url;
          if (prefixing === false) {
            for (const hook of this[kHooks].onRoute) {
              hook.call(this, opts);
            }
          }
          for (const hook of lifecycleHooks) {
            if (opts && hook in opts) {
              if (Array.isArray(opts[hook])) {
                for (const func of opts[hook]) {
                  if (typeof func !== "function") {
                    throw new FST_ERR_HOOK_INVALID_HANDLER(hook, Object.prototype.toString.call(func));
                  }
                  if (hook === "onSend" || hook === "preSerialization" || hook === "onError" || hook === "preParsing") {
                    if (func.constructor.name === "AsyncFunction" && func.length === 4) {
                      throw new FST_ERR_HOOK_INVALID_ASYNC_HANDLER();
                    }
                  } else if (hook === "onRequestAbort") {
                    if (func.constructor.name === "AsyncFunction" && func.length !== 1) {
                      throw new FST_ERR_HOOK_INVALID_ASYNC_HANDLER();
                    }
                  } else {
                    if (func.constructor.name === "AsyncFunction" && func.length === 3) {
                      throw new FST_ERR_HOOK_INVALID_ASYNC_HANDLER();
                    }
                  }
                }
              } else if (opts[hook] !== void 0 && typeof opts[hook] !== "function") {
                throw new FST_ERR_HOOK_INVALID_HANDLER(hook, Object.prototype.toString.call(opts[hook]));
              }
            }
          }
          const constraints = opts.constraints || {};
          const config = {
            ...opts.config,
            url: routeConfigUrl,
            method: opts.method
          };
          const context = new Context({
            schema: opts.schema,
            handler: opts.handler.bind(this),
            config,
            errorHandler: opts.errorHandler,
            childLoggerFactory: opts.childLoggerFactory,
            bodyLimit: opts.bodyLimit,
            logLevel: opts.logLevel,
            logSerializers: opts.logSerializers,
            attachValidation: opts.attachValidation,
            schemaErrorFormatter: opts.schemaErrorFormatter,
            replySerializer: this[kReplySerializerDefault],
            validatorCompiler: opts.validatorCompiler,
            serializerCompiler: opts.serializerCompiler,
            exposeHeadRoute: shouldExposeHead,
            prefixTrailingSlash: opts.prefixTrailingSlash || "both",
            server: this,
            isFastify: isFastify2,
            handlerTimeout: opts.handlerTimeout
          });
          const headHandler = router.findRoute("HEAD", opts.url, constraints);
          const hasHEADHandler = headHandler !== null;
          try {
            router.on(opts.method, opts.url, { constraints }, routeHandler, context);
          } catch (error) {
            if (!context[kRouteByFastify]) {
              const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
              const isDuplicatedRoute = methods.some((method) => error.message.includes(`Method '${method}' already declared for route`));
              if (isDuplicatedRoute) {
                throw new FST_ERR_DUPLICATED_ROUTE(opts.method, opts.url);
              }
              throw error;
            }
          }
          this.after((notHandledErr, done) => {
            context.errorHandler = opts.errorHandler ? buildErrorHandler(this[kErrorHandler], opts.errorHandler) : this[kErrorHandler];
            context._parserOptions.limit = opts.bodyLimit || null;
            context.logLevel = opts.logLevel;
            context.logSerializers = opts.logSerializers;
            context.attachValidation = opts.attachValidation;
            context[kReplySerializerDefault] = this[kReplySerializerDefault];
            context.schemaErrorFormatter = opts.schemaErrorFormatter || this[kSchemaErrorFormatter] || context.schemaErrorFormatter;
            avvio.once("preReady", () => {
              for (const hook of lifecycleHooks) {
                const toSet = this[kHooks][hook].concat(opts[hook] || []).map((h) => h.bind(this));
                context[hook] = toSet.length ? toSet : null;
              }
              while (!context.Request[kHasBeenDecorated] && context.Request.parent) {
                context.Request = context.Request.parent;
              }
              while (!context.Reply[kHasBeenDecorated] && context.Reply.parent) {
                context.Reply = context.Reply.parent;
              }
              fourOhFour.setContext(this, context);
              if (opts.schema) {
                context.schema = normalizeSchema(context.schema, this.initialConfig);
                const schemaController = this[kSchemaController];
                const hasValidationSchema = opts.schema.body !== void 0 || opts.schema.headers !== void 0 || opts.schema.querystring !== void 0 || opts.schema.params !== void 0;
                if (!opts.validatorCompiler && hasValidationSchema) {
                  schemaController.setupValidator(this[kOptions]);
                }
                try {
                  const isCustom = typeof opts?.validatorCompiler === "function" || schemaController.isCustomValidatorCompiler;
                  compileSchemasForValidation(
                    context,
                    opts.validatorCompiler || schemaController.validatorCompiler,
                    isCustom
                  );
                } catch (error) {
                  throw new FST_ERR_SCH_VALIDATION_BUILD(opts.method, url, error.message);
                }
                if (opts.schema.response && !opts.serializerCompiler) {
                  schemaController.setupSerializer(this[kOptions]);
                }
                try {
                  compileSchemasForSerialization(context, opts.serializerCompiler || schemaController.serializerCompiler);
                } catch (error) {
                  throw new FST_ERR_SCH_SERIALIZATION_BUILD(opts.method, url, error.message);
                }
              }
            });
            done(notHandledErr);
          });
          if (shouldExposeHead && isGetRoute && !isHeadRoute && !hasHEADHandler) {
            const onSendHandlers = parseHeadOnSendHandlers(headOpts.onSend);
            prepareRoute.call(this, { method: "HEAD", url: path2, options: { ...headOpts, onSend: onSendHandlers }, isFastify: true });
          }
        }
      }
      function routeHandler(req, res, params, context, query) {
        const id = getGenReqId(context.server, req);
        let childLogger;
        if (hasLogger === false && context.childLoggerFactory === defaultChildLoggerFactory) {
          childLogger = logger;
        } else {
          const loggerOpts = {};
          if (context.logLevel) {
            loggerOpts.level = context.logLevel;
          }
          if (context.logSerializers) {
            loggerOpts.serializers = context.logSerializers;
          }
          childLogger = createChildLogger(context, logger, req, id, loggerOpts);
        }
        if (closing === true) {
          if (req.httpVersionMajor !== 2) {
            res.setHeader("Connection", "close");
          }
          if (return503OnClosing) {
            const headers = {
              "Content-Type": "application/json",
              "Content-Length": "80"
            };
            res.writeHead(503, headers);
            res.end('{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}');
            context.server[kLogController].serviceUnavailable(childLogger, context.server);
            return;
          }
        }
        const connHeader = String.prototype.toLowerCase.call(req.headers.connection || "");
        if (connHeader === "keep-alive") {
          if (keepAliveConnections.has(req.socket) === false) {
            keepAliveConnections.add(req.socket);
            req.socket.on("close", removeTrackedSocket.bind({ keepAliveConnections, socket: req.socket }));
          }
        }
        if (req.headers[kRequestAcceptVersion] !== void 0) {
          req.headers["accept-version"] = req.headers[kRequestAcceptVersion];
          req.headers[kRequestAcceptVersion] = void 0;
        }
        const request = new context.Request(id, params, req, query, childLogger, context);
        const reply = new context.Reply(res, request, childLogger);
        context.server[kLogController].incomingRequest(request, reply);
        const handlerTimeout = context.handlerTimeout;
        if (handlerTimeout > 0) {
          const ac = new AbortController();
          request[kRequestSignal] = ac;
          request[kTimeoutTimer] = setTimeout(() => {
            if (reply.sent === true) {
              return;
            }
            const err = new FST_ERR_HANDLER_TIMEOUT(handlerTimeout, context.config?.url);
            ac.abort(err);
            if (reply.sent === true) {
              return;
            }
            if (reply.raw.headersSent === true) {
              reply[kReplyIsError] = true;
              reply.raw.destroy(err);
              return;
            }
            reply[kReplyIsError] = true;
            reply.send(err);
          }, handlerTimeout);
          const onAbort = () => {
            if (!ac.signal.aborted) {
              ac.abort();
            }
            clearTimeout(request[kTimeoutTimer]);
          };
          req.on("close", onAbort);
          request[kOnAbort] = onAbort;
        }
        if (hasLogger === true || context.onResponse !== null || handlerTimeout > 0) {
          setupResponseListeners(reply);
        }
        if (context.onTimeout !== null) {
          if (!request.raw.socket._meta) {
            request.raw.socket.on("timeout", handleTimeout);
          }
          request.raw.socket._meta = { context, request, reply, onTimeout: handleTimeout };
        }
        if (context.onRequest !== null) {
          onRequestHookRunner(
            context.onRequest,
            request,
            reply,
            runPreParsing
          );
        } else {
          runPreParsing(null, request, reply);
        }
        if (context.onRequestAbort !== null) {
          req.on("close", () => {
            if (req.aborted) {
              onRequestAbortHookRunner(
                context.onRequestAbort,
                request,
                handleOnRequestAbortHooksErrors.bind(null, reply)
              );
            }
          });
        }
      }
    }
    function handleOnRequestAbortHooksErrors(reply, err) {
      if (err) {
        reply.log.error({ err }, "onRequestAborted hook failed");
      }
    }
    function handleTimeout() {
      const { context, request, reply } = this._meta;
      onTimeoutHookRunner(
        context.onTimeout,
        request,
        reply,
        noop
      );
    }
    function normalizeAndValidateMethod(method) {
      if (typeof method !== "string") {
        throw new FST_ERR_ROUTE_METHOD_INVALID();
      }
      method = method.toUpperCase();
      if (!this[kSupportedHTTPMethods].bodyless.has(method) && !this[kSupportedHTTPMethods].bodywith.has(method)) {
        throw new FST_ERR_ROUTE_METHOD_NOT_SUPPORTED(method);
      }
      return method;
    }
    function validateSchemaBodyOption(method, path, schema) {
      if (this[kSupportedHTTPMethods].bodyless.has(method) && schema?.body) {
        throw new FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED(method, path);
      }
    }
    function validateBodyLimitOption(bodyLimit) {
      if (bodyLimit === void 0) return;
      if (!Number.isInteger(bodyLimit) || bodyLimit <= 0) {
        throw new FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT(bodyLimit);
      }
    }
    function validateHandlerTimeoutOption(handlerTimeout) {
      if (handlerTimeout === void 0) return;
      if (!Number.isInteger(handlerTimeout) || handlerTimeout <= 0) {
        throw new FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT(handlerTimeout);
      }
    }
    function validateLogLevelOption(logLevel, method, path, logger) {
      if (logLevel == null || logLevel === "") return;
      if (logger?.levels?.values == null) return;
      if (typeof logLevel !== "string" || logger.levels.values[logLevel] === void 0) {
        throw new FST_ERR_ROUTE_LOG_LEVEL_INVALID(method, path, logLevel);
      }
    }
    function runPreParsing(err, request, reply) {
      if (reply.sent === true) return;
      if (err != null) {
        reply[kReplyIsError] = true;
        reply.send(err);
        return;
      }
      request[kRequestPayloadStream] = request.raw;
      if (request[kRouteContext].preParsing !== null) {
        preParsingHookRunner(request[kRouteContext].preParsing, request, reply, handleRequest.bind(request.server));
      } else {
        handleRequest.call(request.server, null, request, reply);
      }
    }
    function buildRouterOptions(options, defaultOptions) {
      const routerOptions = options.routerOptions == null ? /* @__PURE__ */ Object.create(null) : Object.assign(/* @__PURE__ */ Object.create(null), options.routerOptions);
      const usedDeprecatedOptions = routerKeys.filter((key) => Object.hasOwn(options, key));
      if (usedDeprecatedOptions.length > 0) {
        FSTDEP022(usedDeprecatedOptions.join(", "));
      }
      for (const key of routerKeys) {
        if (!Object.hasOwn(routerOptions, key)) {
          routerOptions[key] = options[key] ?? defaultOptions[key];
        }
      }
      routerOptions.compile ??= defaultInitOptions.routerOptions.compile;
      return routerOptions;
    }
    function removeTrackedSocket() {
      this.keepAliveConnections.delete(this.socket);
    }
    function noop() {
    }
    module2.exports = { buildRouting, validateBodyLimitOption, buildRouterOptions };
  }
});

// node_modules/fastify/lib/four-oh-four.js
var require_four_oh_four = __commonJS({
  "node_modules/fastify/lib/four-oh-four.js"(exports2, module2) {
    "use strict";
    var FindMyWay = require_find_my_way();
    var Reply = require_reply();
    var Request = require_request();
    var Context = require_context();
    var {
      kRoutePrefix,
      kCanSetNotFoundHandler,
      kFourOhFourLevelInstance,
      kFourOhFourContext,
      kHooks,
      kErrorHandler,
      kLogController
    } = require_symbols2();
    var { lifecycleHooks } = require_hooks();
    var { buildErrorHandler } = require_error_handler();
    var {
      FST_ERR_NOT_FOUND
    } = require_errors2();
    var { createChildLogger } = require_logger_factory();
    var { getGenReqId } = require_req_id_gen_factory();
    function fourOhFour(options) {
      const { logger } = options;
      const router = FindMyWay({
        onBadUrl: options.routerOptions.onBadUrl,
        onMaxParamLength: options.routerOptions.onMaxParamLength,
        defaultRoute: fourOhFourFallBack
      });
      return { router, setNotFoundHandler, setContext, arrange404 };
      function arrange404(instance) {
        instance[kFourOhFourLevelInstance] = instance;
        instance[kCanSetNotFoundHandler] = true;
        router.defaultRoute = router.defaultRoute.bind(instance);
      }
      function basic404(request, reply) {
        request.server[kLogController].routeNotFound(request, reply);
        const { url, method } = request.raw;
        reply.code(404).send({
          message: `Route ${method}:${url} not found`,
          error: "Not Found",
          statusCode: 404
        });
      }
      function setContext(instance, context) {
        const _404Context = Object.create(instance[kFourOhFourContext]);
        _404Context.onSend = context.onSend;
        context[kFourOhFourContext] = _404Context;
      }
      function setNotFoundHandler(opts, handler, avvio, routeHandler) {
        if (this[kCanSetNotFoundHandler] === void 0) {
          this[kCanSetNotFoundHandler] = true;
        }
        if (this[kFourOhFourContext] === void 0) {
          this[kFourOhFourContext] = null;
        }
        const _fastify = this;
        const prefix = this[kRoutePrefix] || "/";
        if (this[kCanSetNotFoundHandler] === false) {
          throw new Error(`Not found handler already set for Fastify instance with prefix: '${prefix}'`);
        }
        if (typeof opts === "object") {
          if (opts.preHandler) {
            if (Array.isArray(opts.preHandler)) {
              opts.preHandler = opts.preHandler.map((hook) => hook.bind(_fastify));
            } else {
              opts.preHandler = opts.preHandler.bind(_fastify);
            }
          }
          if (opts.preValidation) {
            if (Array.isArray(opts.preValidation)) {
              opts.preValidation = opts.preValidation.map((hook) => hook.bind(_fastify));
            } else {
              opts.preValidation = opts.preValidation.bind(_fastify);
            }
          }
        }
        if (typeof opts === "function") {
          handler = opts;
          opts = void 0;
        }
        opts = opts || {};
        if (handler) {
          this[kFourOhFourLevelInstance][kCanSetNotFoundHandler] = false;
          handler = handler.bind(this);
        } else {
          handler = basic404;
        }
        this.after((notHandledErr, done) => {
          _setNotFoundHandler.call(this, prefix, opts, handler, avvio, routeHandler);
          done(notHandledErr);
        });
      }
      function _setNotFoundHandler(prefix, opts, handler, avvio, routeHandler) {
        const context = new Context({
          schema: opts.schema,
          handler,
          config: opts.config || {},
          server: this
        });
        avvio.once("preReady", () => {
          const context2 = this[kFourOhFourContext];
          for (const hook of lifecycleHooks) {
            const toSet = this[kHooks][hook].concat(opts[hook] || []).map((h) => h.bind(this));
            context2[hook] = toSet.length ? toSet : null;
          }
          context2.errorHandler = opts.errorHandler ? buildErrorHandler(this[kErrorHandler], opts.errorHandler) : this[kErrorHandler];
        });
        if (this[kFourOhFourContext] !== null && prefix === "/") {
          Object.assign(this[kFourOhFourContext], context);
          return;
        }
        this[kFourOhFourLevelInstance][kFourOhFourContext] = context;
        router.all(prefix + (prefix.endsWith("/") ? "*" : "/*"), routeHandler, context);
        router.all(prefix, routeHandler, context);
      }
      function fourOhFourFallBack(req, res) {
        const fourOhFourContext = this[kFourOhFourLevelInstance][kFourOhFourContext];
        const id = getGenReqId(fourOhFourContext.server, req);
        const childLogger = createChildLogger(fourOhFourContext, logger, req, id);
        const request = new Request(id, null, req, null, childLogger, fourOhFourContext);
        const reply = new Reply(res, request, childLogger);
        fourOhFourContext.server[kLogController].incomingRequest(request, reply);
        request.log.warn("the default handler for 404 did not catch this, this is likely a fastify bug, please report it");
        request.log.warn(router.prettyPrint());
        reply.code(404).send(new FST_ERR_NOT_FOUND());
      }
    }
    module2.exports = fourOhFour;
  }
});

// node_modules/fastify/lib/plugin-override.js
var require_plugin_override = __commonJS({
  "node_modules/fastify/lib/plugin-override.js"(exports2, module2) {
    "use strict";
    var {
      kAvvioBoot,
      kChildren,
      kRoutePrefix,
      kLogLevel,
      kLogSerializers,
      kHooks,
      kSchemaController,
      kContentTypeParser,
      kReply,
      kRequest,
      kFourOhFour,
      kPluginNameChain,
      kErrorHandlerAlreadySet
    } = require_symbols2();
    var Reply = require_reply();
    var Request = require_request();
    var SchemaController = require_schema_controller();
    var ContentTypeParser = require_content_type_parser();
    var { buildHooks } = require_hooks();
    var pluginUtils = require_plugin_utils();
    module2.exports = function override(old, fn, opts) {
      const shouldSkipOverride = pluginUtils.registerPlugin.call(old, fn);
      const fnName = pluginUtils.getPluginName(fn) || pluginUtils.getFuncPreview(fn);
      if (shouldSkipOverride) {
        old[kPluginNameChain].push(fnName);
        return old;
      }
      const instance = Object.create(old);
      old[kChildren].push(instance);
      instance.ready = old[kAvvioBoot].bind(instance);
      instance[kChildren] = [];
      instance[kReply] = Reply.buildReply(instance[kReply]);
      instance[kRequest] = Request.buildRequest(instance[kRequest]);
      instance[kContentTypeParser] = ContentTypeParser.helpers.buildContentTypeParser(instance[kContentTypeParser]);
      instance[kHooks] = buildHooks(instance[kHooks]);
      instance[kRoutePrefix] = buildRoutePrefix(instance[kRoutePrefix], opts.prefix);
      instance[kLogLevel] = opts.logLevel || instance[kLogLevel];
      instance[kSchemaController] = SchemaController.buildSchemaController(old[kSchemaController]);
      instance.getSchema = instance[kSchemaController].getSchema.bind(instance[kSchemaController]);
      instance.getSchemas = instance[kSchemaController].getSchemas.bind(instance[kSchemaController]);
      instance[pluginUtils.kRegisteredPlugins] = Object.create(instance[pluginUtils.kRegisteredPlugins]);
      instance[kPluginNameChain] = [fnName];
      instance[kErrorHandlerAlreadySet] = false;
      if (instance[kLogSerializers] || opts.logSerializers) {
        instance[kLogSerializers] = Object.assign(Object.create(instance[kLogSerializers]), opts.logSerializers);
      }
      if (opts.prefix) {
        instance[kFourOhFour].arrange404(instance);
      }
      for (const hook of instance[kHooks].onRegister) hook.call(old, instance, opts);
      return instance;
    };
    function buildRoutePrefix(instancePrefix, pluginPrefix) {
      if (!pluginPrefix) {
        return instancePrefix;
      }
      if (instancePrefix.endsWith("/") && pluginPrefix[0] === "/") {
        pluginPrefix = pluginPrefix.slice(1);
      } else if (pluginPrefix[0] !== "/" && !instancePrefix.endsWith("/")) {
        pluginPrefix = "/" + pluginPrefix;
      }
      return instancePrefix + pluginPrefix;
    }
  }
});

// node_modules/fastify/fastify.js
var require_fastify = __commonJS({
  "node_modules/fastify/fastify.js"(exports2, module2) {
    "use strict";
    var VERSION = "5.12.8";
    var Avvio = require_avvio();
    var http = require("node:http");
    var diagnostics = require("node:diagnostics_channel");
    var lightMyRequest;
    var {
      kAvvioBoot,
      kChildren,
      kServerBindings,
      kBodyLimit,
      kSupportedHTTPMethods,
      kRoutePrefix,
      kLogLevel,
      kLogSerializers,
      kHooks,
      kSchemaController,
      kRequestAcceptVersion,
      kReplySerializerDefault,
      kContentTypeParser,
      kReply,
      kRequest,
      kFourOhFour,
      kState,
      kOptions,
      kPluginNameChain,
      kSchemaErrorFormatter,
      kErrorHandler,
      kKeepAliveConnections,
      kChildLoggerFactory,
      kGenReqId,
      kErrorHandlerAlreadySet,
      kHandlerTimeout,
      kLogController
    } = require_symbols2();
    var { createServer } = require_server();
    var Reply = require_reply();
    var Request = require_request();
    var Context = require_context();
    var decorator = require_decorate();
    var ContentTypeParser = require_content_type_parser();
    var SchemaController = require_schema_controller();
    var { Hooks, hookRunnerApplication, supportedHooks } = require_hooks();
    var { createChildLogger, defaultChildLoggerFactory, createLogger, createLogController, LogController } = require_logger_factory();
    var pluginUtils = require_plugin_utils();
    var { getGenReqId, reqIdGenFactory } = require_req_id_gen_factory();
    var { buildRouting, validateBodyLimitOption, buildRouterOptions } = require_route();
    var build404 = require_four_oh_four();
    var getSecuredInitialConfig = require_initial_config_validation();
    var override = require_plugin_override();
    var {
      appendStackTrace,
      AVVIO_ERRORS_MAP,
      ...errorCodes
    } = require_errors2();
    var PonyPromise = require_promise();
    var { defaultInitOptions } = getSecuredInitialConfig;
    var {
      FST_ERR_ASYNC_CONSTRAINT,
      FST_ERR_BAD_URL,
      FST_ERR_MAX_PARAM_LENGTH,
      FST_ERR_OPTIONS_NOT_OBJ,
      FST_ERR_QSP_NOT_FN,
      FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN,
      FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ,
      FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR,
      FST_ERR_INSTANCE_ALREADY_LISTENING,
      FST_ERR_REOPENED_CLOSE_SERVER,
      FST_ERR_ROUTE_REWRITE_NOT_STR,
      FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN,
      FST_ERR_ERROR_HANDLER_NOT_FN,
      FST_ERR_ERROR_HANDLER_ALREADY_SET,
      FST_ERR_ROUTE_METHOD_INVALID
    } = errorCodes;
    var { buildErrorHandler } = require_error_handler();
    var { FSTWRN004, FSTDEP023, FSTDEP024, FSTDEP025 } = require_warnings();
    var initChannel = diagnostics.channel("fastify.initialization");
    function asyncDisposableHook(disposable) {
      return function(instance, done) {
        disposable[Symbol.asyncDispose]().then(() => done(), done);
      };
    }
    function disposableHook(disposable) {
      return function(instance, done) {
        try {
          disposable[Symbol.dispose]();
          done();
        } catch (err) {
          done(err);
        }
      };
    }
    function fastify(serverOptions) {
      const {
        options,
        genReqId,
        logController,
        hasLogger,
        initialConfig
      } = processOptions(serverOptions, defaultRoute, onBadUrl, onMaxParamLength);
      const router = buildRouting(options.routerOptions);
      const fourOhFour = build404(options);
      const httpHandler = wrapRouting(router, options);
      const {
        server,
        listen,
        forceCloseConnections,
        serverHasCloseAllConnections,
        serverHasCloseHttp2Sessions,
        keepAliveConnections
      } = createServer(options, httpHandler);
      const setupResponseListeners = Reply.setupResponseListeners;
      const schemaController = SchemaController.buildSchemaController(null, options.schemaController);
      const fastify2 = {
        // Fastify internals
        [kState]: {
          listening: false,
          closing: false,
          started: false,
          ready: false,
          booting: false,
          aborted: false,
          readyResolver: null
        },
        [kKeepAliveConnections]: keepAliveConnections,
        [kSupportedHTTPMethods]: {
          bodyless: /* @__PURE__ */ new Set([
            // Standard
            "GET",
            "HEAD",
            "TRACE"
          ]),
          bodywith: /* @__PURE__ */ new Set([
            // Standard
            "DELETE",
            "OPTIONS",
            "PATCH",
            "PUT",
            "POST",
            // RFC 10008
            "QUERY"
          ])
        },
        [kOptions]: options,
        [kChildren]: [],
        [kServerBindings]: [],
        [kBodyLimit]: options.bodyLimit,
        [kHandlerTimeout]: options.handlerTimeout,
        [kRoutePrefix]: "",
        [kLogLevel]: "",
        [kLogSerializers]: null,
        [kHooks]: new Hooks(),
        [kSchemaController]: schemaController,
        [kSchemaErrorFormatter]: null,
        [kErrorHandler]: buildErrorHandler(),
        [kErrorHandlerAlreadySet]: false,
        [kChildLoggerFactory]: options.childLoggerFactory || defaultChildLoggerFactory,
        [kReplySerializerDefault]: null,
        [kContentTypeParser]: new ContentTypeParser(
          options.bodyLimit,
          options.onProtoPoisoning || defaultInitOptions.onProtoPoisoning,
          options.onConstructorPoisoning || defaultInitOptions.onConstructorPoisoning
        ),
        [kReply]: Reply.buildReply(Reply),
        [kRequest]: Request.buildRequest(Request, options.trustProxy),
        [kFourOhFour]: fourOhFour,
        [pluginUtils.kRegisteredPlugins]: [],
        [kPluginNameChain]: ["fastify"],
        [kAvvioBoot]: null,
        [kGenReqId]: genReqId,
        // routing method
        routing: httpHandler,
        // routes shorthand methods
        delete: function _delete(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "DELETE", url, options: options2, handler });
        },
        get: function _get(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "GET", url, options: options2, handler });
        },
        head: function _head(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "HEAD", url, options: options2, handler });
        },
        trace: function _trace(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "TRACE", url, options: options2, handler });
        },
        patch: function _patch(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "PATCH", url, options: options2, handler });
        },
        post: function _post(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "POST", url, options: options2, handler });
        },
        put: function _put(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "PUT", url, options: options2, handler });
        },
        options: function _options(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "OPTIONS", url, options: options2, handler });
        },
        query: function _query(url, options2, handler) {
          return router.prepareRoute.call(this, { method: "QUERY", url, options: options2, handler });
        },
        all: function _all(url, options2, handler) {
          return router.prepareRoute.call(this, { method: this.supportedMethods, url, options: options2, handler });
        },
        // extended route
        route: function _route(options2) {
          return router.route.call(this, { options: options2 });
        },
        hasRoute: function _route(options2) {
          return router.hasRoute.call(this, { options: options2 });
        },
        findRoute: function _findRoute(options2) {
          return router.findRoute(options2);
        },
        // expose logger instance
        log: options.logger,
        [kLogController]: logController,
        // type provider
        withTypeProvider,
        // hooks
        addHook,
        // schemas
        addSchema,
        getSchema: schemaController.getSchema.bind(schemaController),
        getSchemas: schemaController.getSchemas.bind(schemaController),
        setValidatorCompiler,
        setSerializerCompiler,
        setSchemaController,
        setReplySerializer,
        setSchemaErrorFormatter,
        // set generated request id
        setGenReqId,
        // custom parsers
        addContentTypeParser: ContentTypeParser.helpers.addContentTypeParser,
        hasContentTypeParser: ContentTypeParser.helpers.hasContentTypeParser,
        getDefaultJsonParser: ContentTypeParser.defaultParsers.getDefaultJsonParser,
        defaultTextParser: ContentTypeParser.defaultParsers.defaultTextParser,
        removeContentTypeParser: ContentTypeParser.helpers.removeContentTypeParser,
        removeAllContentTypeParsers: ContentTypeParser.helpers.removeAllContentTypeParsers,
        // Fastify architecture methods (initialized by Avvio)
        register: null,
        after: null,
        ready: null,
        onClose: null,
        close: null,
        printPlugins: null,
        hasPlugin: function(name) {
          return this[pluginUtils.kRegisteredPlugins].includes(name) || this[kPluginNameChain].includes(name);
        },
        // http server
        listen,
        server,
        addresses: function() {
          const binded = this[kServerBindings].map((b) => b.address());
          binded.push(this.server.address());
          return binded.filter((adr) => adr);
        },
        // extend fastify objects
        decorate: decorator.add,
        hasDecorator: decorator.exist,
        decorateReply: decorator.decorateReply,
        decorateRequest: decorator.decorateRequest,
        hasRequestDecorator: decorator.existRequest,
        hasReplyDecorator: decorator.existReply,
        getDecorator: decorator.getInstanceDecorator,
        addHttpMethod,
        // fake http injection
        inject,
        // pretty print of the registered routes
        printRoutes,
        // custom error handling
        setNotFoundHandler,
        setErrorHandler,
        // child logger
        setChildLoggerFactory,
        // Set fastify initial configuration options read-only object
        initialConfig,
        // constraint strategies
        addConstraintStrategy: router.addConstraintStrategy.bind(router),
        hasConstraintStrategy: router.hasConstraintStrategy.bind(router)
      };
      Object.defineProperties(fastify2, {
        listeningOrigin: {
          get() {
            const address = this.addresses().slice(-1).pop();
            if (typeof address === "string") {
              return address;
            }
            const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
            return `${this[kOptions].https ? "https" : "http"}://${host}:${address.port}`;
          }
        },
        pluginName: {
          configurable: true,
          get() {
            if (this[kPluginNameChain].length > 1) {
              return this[kPluginNameChain].join(" -> ");
            }
            return this[kPluginNameChain][0];
          }
        },
        prefix: {
          configurable: true,
          get() {
            return this[kRoutePrefix];
          }
        },
        validatorCompiler: {
          configurable: true,
          get() {
            return this[kSchemaController].getValidatorCompiler();
          }
        },
        serializerCompiler: {
          configurable: true,
          get() {
            return this[kSchemaController].getSerializerCompiler();
          }
        },
        childLoggerFactory: {
          configurable: true,
          get() {
            return this[kChildLoggerFactory];
          }
        },
        version: {
          configurable: true,
          get() {
            return VERSION;
          }
        },
        errorHandler: {
          configurable: true,
          get() {
            return this[kErrorHandler].func;
          }
        },
        genReqId: {
          configurable: true,
          get() {
            return this[kGenReqId];
          }
        },
        supportedMethods: {
          configurable: false,
          get() {
            return [
              ...this[kSupportedHTTPMethods].bodyless,
              ...this[kSupportedHTTPMethods].bodywith
            ];
          }
        }
      });
      if (options.schemaErrorFormatter) {
        validateSchemaErrorFormatter(options.schemaErrorFormatter);
        fastify2[kSchemaErrorFormatter] = options.schemaErrorFormatter.bind(fastify2);
      }
      const avvioPluginTimeout = Number(options.pluginTimeout);
      const avvio = Avvio(fastify2, {
        autostart: false,
        timeout: isNaN(avvioPluginTimeout) === false ? avvioPluginTimeout : defaultInitOptions.pluginTimeout,
        expose: {
          use: "register"
        }
      });
      avvio.override = override;
      avvio.on("start", () => fastify2[kState].started = true);
      fastify2[kAvvioBoot] = fastify2.ready;
      fastify2.ready = ready;
      fastify2.printPlugins = avvio.prettyPrint.bind(avvio);
      avvio.once("preReady", () => {
        if (options.routerOptions.compile === true) {
          router.compileRoutes();
          fourOhFour.router.compile();
        }
        fastify2.onClose((instance, done) => {
          fastify2[kState].closing = true;
          router.closeRoutes();
          hookRunnerApplication("preClose", fastify2[kAvvioBoot], fastify2, function() {
            if (fastify2[kState].listening) {
              if (forceCloseConnections === "idle" && options.serverFactory) {
                instance.server.closeIdleConnections();
              } else if (serverHasCloseAllConnections && forceCloseConnections === true) {
                instance.server.closeAllConnections();
              } else if (forceCloseConnections === true) {
                for (const conn of fastify2[kKeepAliveConnections]) {
                  conn.destroy();
                  fastify2[kKeepAliveConnections].delete(conn);
                }
              }
            }
            if (serverHasCloseHttp2Sessions) {
              instance.server.closeHttp2Sessions();
            }
            if (!options.serverFactory || fastify2[kState].listening) {
              instance.server.close(function(err) {
                if (err && err.code !== "ERR_SERVER_NOT_RUNNING") {
                  done(null);
                } else {
                  done();
                }
              });
            } else {
              process.nextTick(done, null);
            }
          });
        });
      });
      const routeEventContext = new Context({
        server: fastify2,
        config: {}
      });
      fastify2.setNotFoundHandler();
      fourOhFour.arrange404(fastify2);
      router.setup(options, {
        avvio,
        fourOhFour,
        hasLogger,
        setupResponseListeners,
        throwIfAlreadyStarted,
        keepAliveConnections
      });
      server.on("clientError", options.clientErrorHandler.bind(fastify2));
      if (initChannel.hasSubscribers) {
        initChannel.publish({ fastify: fastify2 });
      }
      if ("asyncDispose" in Symbol) {
        fastify2[Symbol.asyncDispose] = function dispose() {
          return fastify2.close();
        };
      }
      return fastify2;
      function throwIfAlreadyStarted(msg) {
        if (fastify2[kState].started) throw new FST_ERR_INSTANCE_ALREADY_LISTENING(msg);
      }
      function inject(opts, cb) {
        if (lightMyRequest === void 0) {
          lightMyRequest = require("light-my-request");
        }
        if (fastify2[kState].started) {
          if (fastify2[kState].closing) {
            const error = new FST_ERR_REOPENED_CLOSE_SERVER();
            if (cb) {
              cb(error);
              return;
            } else {
              return Promise.reject(error);
            }
          }
          return lightMyRequest(httpHandler, opts, cb);
        }
        if (cb) {
          this.ready((err) => {
            if (err) cb(err, null);
            else lightMyRequest(httpHandler, opts, cb);
          });
        } else {
          return lightMyRequest((req, res) => {
            this.ready(function(err) {
              if (err) {
                res.emit("error", err);
                return;
              }
              httpHandler(req, res);
            });
          }, opts);
        }
      }
      function ready(cb) {
        if (this[kState].readyResolver !== null) {
          if (cb != null) {
            this[kState].readyResolver.promise.then(() => cb(null, fastify2), cb);
            return;
          }
          return this[kState].readyResolver.promise;
        }
        process.nextTick(runHooks);
        this[kState].readyResolver = PonyPromise.withResolvers();
        if (!cb) {
          return this[kState].readyResolver.promise;
        } else {
          this[kState].readyResolver.promise.then(() => cb(null, fastify2), cb);
        }
        function runHooks() {
          fastify2[kAvvioBoot]((err, done) => {
            if (err || fastify2[kState].started || fastify2[kState].ready || fastify2[kState].booting) {
              manageErr(err);
            } else {
              fastify2[kState].booting = true;
              hookRunnerApplication("onReady", fastify2[kAvvioBoot], fastify2, manageErr);
            }
            done();
          });
        }
        function manageErr(err) {
          err = err != null && AVVIO_ERRORS_MAP[err.code] != null ? appendStackTrace(err, new AVVIO_ERRORS_MAP[err.code](err.message)) : err;
          if (err) {
            return fastify2[kState].readyResolver.reject(err);
          }
          fastify2[kState].readyResolver.resolve(fastify2);
          fastify2[kState].booting = false;
          fastify2[kState].ready = true;
          fastify2[kState].readyResolver = null;
        }
      }
      function withTypeProvider() {
        return this;
      }
      function addHook(name, fn) {
        throwIfAlreadyStarted('Cannot call "addHook"!');
        if (fn == null) {
          throw new errorCodes.FST_ERR_HOOK_INVALID_HANDLER(name, fn);
        }
        if (name === "onSend" || name === "preSerialization" || name === "onError" || name === "preParsing") {
          if (fn.constructor.name === "AsyncFunction" && fn.length === 4) {
            throw new errorCodes.FST_ERR_HOOK_INVALID_ASYNC_HANDLER();
          }
        } else if (name === "onReady" || name === "onListen") {
          if (fn.constructor.name === "AsyncFunction" && fn.length !== 0) {
            throw new errorCodes.FST_ERR_HOOK_INVALID_ASYNC_HANDLER();
          }
        } else if (name === "onRequestAbort") {
          if (fn.constructor.name === "AsyncFunction" && fn.length !== 1) {
            throw new errorCodes.FST_ERR_HOOK_INVALID_ASYNC_HANDLER();
          }
        } else {
          if (fn.constructor.name === "AsyncFunction" && fn.length === 3) {
            throw new errorCodes.FST_ERR_HOOK_INVALID_ASYNC_HANDLER();
          }
        }
        if (name === "onClose" && typeof fn !== "function") {
          if (typeof fn[Symbol.asyncDispose] === "function") {
            fn = asyncDisposableHook(fn);
          } else if (typeof fn[Symbol.dispose] === "function") {
            fn = disposableHook(fn);
          } else {
            throw new errorCodes.FST_ERR_HOOK_INVALID_HANDLER(name, Object.prototype.toString.call(fn));
          }
        }
        if (name === "onClose") {
          this.onClose(fn.bind(this));
        } else if (name === "onReady" || name === "onListen" || name === "onRoute" || name === "preClose") {
          this[kHooks].add(name, fn);
        } else {
          this.after((err, done) => {
            try {
              _addHook.call(this, name, fn);
              done(err);
            } catch (err2) {
              done(err2);
            }
          });
        }
        return this;
        function _addHook(name2, fn2) {
          this[kHooks].add(name2, fn2);
          this[kChildren].forEach((child) => _addHook.call(child, name2, fn2));
        }
      }
      function addSchema(schema) {
        throwIfAlreadyStarted('Cannot call "addSchema"!');
        this[kSchemaController].add(schema);
        this[kChildren].forEach((child) => child.addSchema(schema));
        return this;
      }
      function defaultRoute(req, res) {
        if (req.headers["accept-version"] !== void 0) {
          req.headers[kRequestAcceptVersion] = req.headers["accept-version"];
          req.headers["accept-version"] = void 0;
        }
        fourOhFour.router.lookup(req, res);
      }
      function onBadUrl(path, req, res) {
        if (options.frameworkErrors) {
          const id = getGenReqId(routeEventContext.server, req);
          const childLogger = createChildLogger(routeEventContext, options.logger, req, id);
          const request = new Request(id, null, req, null, childLogger, routeEventContext);
          const reply = new Reply(res, request, childLogger);
          routeEventContext.server[kLogController].incomingRequest(request, reply);
          return options.frameworkErrors(new FST_ERR_BAD_URL(path), request, reply);
        }
        const body = JSON.stringify({
          error: "Bad Request",
          code: "FST_ERR_BAD_URL",
          message: `'${path}' is not a valid url component`,
          statusCode: 400
        });
        res.writeHead(400, {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body)
        });
        res.end(body);
      }
      function onMaxParamLength(path, req, res) {
        if (options.frameworkErrors) {
          const id = getGenReqId(routeEventContext.server, req);
          const childLogger = createChildLogger(routeEventContext, options.logger, req, id);
          const request = new Request(id, null, req, null, childLogger, routeEventContext);
          const reply = new Reply(res, request, childLogger);
          routeEventContext.server[kLogController].incomingRequest(request, reply);
          return options.frameworkErrors(new FST_ERR_MAX_PARAM_LENGTH(path), request, reply);
        }
        const body = JSON.stringify({
          error: "Bad Request",
          code: "FST_ERR_MAX_PARAM_LENGTH",
          message: `'${path}' is exceeding the max param length`,
          statusCode: 414
        });
        res.writeHead(414, {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body)
        });
        res.end(body);
      }
      function buildAsyncConstraintCallback(isAsync, req, res) {
        if (isAsync === false) return void 0;
        return function onAsyncConstraintError(err) {
          if (err) {
            if (options.frameworkErrors) {
              const id = getGenReqId(routeEventContext.server, req);
              const childLogger = createChildLogger(routeEventContext, options.logger, req, id);
              const request = new Request(id, null, req, null, childLogger, routeEventContext);
              const reply = new Reply(res, request, childLogger);
              routeEventContext.server[kLogController].incomingRequest(request, reply);
              return options.frameworkErrors(new FST_ERR_ASYNC_CONSTRAINT(), request, reply);
            }
            const body = '{"error":"Internal Server Error","message":"Unexpected error from async constraint","statusCode":500}';
            res.writeHead(500, {
              "Content-Type": "application/json",
              "Content-Length": body.length
            });
            res.end(body);
          }
        };
      }
      function setNotFoundHandler(opts, handler) {
        throwIfAlreadyStarted('Cannot call "setNotFoundHandler"!');
        fourOhFour.setNotFoundHandler.call(this, opts, handler, avvio, router.routeHandler);
        return this;
      }
      function setValidatorCompiler(validatorCompiler) {
        throwIfAlreadyStarted('Cannot call "setValidatorCompiler"!');
        this[kSchemaController].setValidatorCompiler(validatorCompiler);
        return this;
      }
      function setSchemaErrorFormatter(errorFormatter) {
        throwIfAlreadyStarted('Cannot call "setSchemaErrorFormatter"!');
        validateSchemaErrorFormatter(errorFormatter);
        this[kSchemaErrorFormatter] = errorFormatter.bind(this);
        return this;
      }
      function setSerializerCompiler(serializerCompiler) {
        throwIfAlreadyStarted('Cannot call "setSerializerCompiler"!');
        this[kSchemaController].setSerializerCompiler(serializerCompiler);
        return this;
      }
      function setSchemaController(schemaControllerOpts) {
        throwIfAlreadyStarted('Cannot call "setSchemaController"!');
        const old = this[kSchemaController];
        const schemaController2 = SchemaController.buildSchemaController(
          old,
          Object.assign({}, old.opts, schemaControllerOpts)
        );
        this[kSchemaController] = schemaController2;
        this.getSchema = schemaController2.getSchema.bind(schemaController2);
        this.getSchemas = schemaController2.getSchemas.bind(schemaController2);
        return this;
      }
      function setReplySerializer(replySerializer) {
        throwIfAlreadyStarted('Cannot call "setReplySerializer"!');
        this[kReplySerializerDefault] = replySerializer;
        return this;
      }
      function setErrorHandler(func) {
        throwIfAlreadyStarted('Cannot call "setErrorHandler"!');
        if (typeof func !== "function") {
          throw new FST_ERR_ERROR_HANDLER_NOT_FN();
        }
        if (!options.allowErrorHandlerOverride && this[kErrorHandlerAlreadySet]) {
          throw new FST_ERR_ERROR_HANDLER_ALREADY_SET();
        } else if (this[kErrorHandlerAlreadySet]) {
          FSTWRN004();
        }
        this[kErrorHandlerAlreadySet] = true;
        this[kErrorHandler] = buildErrorHandler(this[kErrorHandler], func.bind(this));
        return this;
      }
      function setChildLoggerFactory(factory) {
        throwIfAlreadyStarted('Cannot call "setChildLoggerFactory"!');
        this[kChildLoggerFactory] = factory;
        return this;
      }
      function printRoutes(opts = {}) {
        opts.includeMeta = opts.includeHooks ? opts.includeMeta ? supportedHooks.concat(opts.includeMeta) : supportedHooks : opts.includeMeta;
        return router.printRoutes(opts);
      }
      function wrapRouting(router2, { rewriteUrl, logger }) {
        let isAsync;
        return function preRouting(req, res) {
          if (isAsync === void 0) isAsync = router2.isAsyncConstraint();
          if (rewriteUrl) {
            req.originalUrl = req.url;
            const url = rewriteUrl.call(fastify2, req);
            if (typeof url === "string") {
              req.url = url;
            } else {
              const err = new FST_ERR_ROUTE_REWRITE_NOT_STR(req.url, typeof url);
              req.destroy(err);
            }
          }
          router2.routing(req, res, buildAsyncConstraintCallback(isAsync, req, res));
        };
      }
      function setGenReqId(func) {
        throwIfAlreadyStarted('Cannot call "setGenReqId"!');
        this[kGenReqId] = reqIdGenFactory(this[kOptions].requestIdHeader, func);
        return this;
      }
      function addHttpMethod(method, { hasBody = false, overrideExisting = false } = {}) {
        if (typeof method !== "string" || http.METHODS.indexOf(method) === -1) {
          throw new FST_ERR_ROUTE_METHOD_INVALID();
        }
        const alreadyExists = this[kSupportedHTTPMethods].bodyless.has(method) || this[kSupportedHTTPMethods].bodywith.has(method);
        if (alreadyExists && !overrideExisting) {
          FSTDEP025(method);
        }
        if (hasBody === true) {
          this[kSupportedHTTPMethods].bodywith.add(method);
          this[kSupportedHTTPMethods].bodyless.delete(method);
        } else {
          this[kSupportedHTTPMethods].bodywith.delete(method);
          this[kSupportedHTTPMethods].bodyless.add(method);
        }
        const _method = method.toLowerCase();
        if (!this.hasDecorator(_method)) {
          this.decorate(_method, function(url, options2, handler) {
            return router.prepareRoute.call(this, { method, url, options: options2, handler });
          });
        }
        return this;
      }
    }
    function processOptions(options, defaultRoute, onBadUrl, onMaxParamLength) {
      if (options && typeof options !== "object") {
        throw new FST_ERR_OPTIONS_NOT_OBJ();
      } else {
        options = Object.assign({}, options);
      }
      if (options.querystringParser && typeof options.querystringParser !== "function" || options.routerOptions?.querystringParser && typeof options.routerOptions.querystringParser !== "function") {
        throw new FST_ERR_QSP_NOT_FN(typeof (options.querystringParser ?? options.routerOptions.querystringParser));
      }
      if (options.schemaController && options.schemaController.bucket && typeof options.schemaController.bucket !== "function") {
        throw new FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN(typeof options.schemaController.bucket);
      }
      validateBodyLimitOption(options.bodyLimit);
      const requestIdHeader = typeof options.requestIdHeader === "string" && options.requestIdHeader.length !== 0 ? options.requestIdHeader.toLowerCase() : options.requestIdHeader === true && "request-id";
      const genReqId = reqIdGenFactory(requestIdHeader, options.genReqId);
      if (options.requestIdLogLabel !== void 0) {
        FSTDEP024();
      }
      options.bodyLimit = options.bodyLimit || defaultInitOptions.bodyLimit;
      if (options.disableRequestLogging !== void 0) {
        FSTDEP023();
      }
      const ajvOptions = Object.assign({
        customOptions: {},
        plugins: []
      }, options.ajv);
      if (!ajvOptions.customOptions || Object.prototype.toString.call(ajvOptions.customOptions) !== "[object Object]") {
        throw new FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ(typeof ajvOptions.customOptions);
      }
      if (!ajvOptions.plugins || !Array.isArray(ajvOptions.plugins)) {
        throw new FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR(typeof ajvOptions.plugins);
      }
      const { logger, hasLogger } = createLogger(options);
      const logController = createLogController(options);
      options.connectionTimeout = options.connectionTimeout || defaultInitOptions.connectionTimeout;
      options.keepAliveTimeout = options.keepAliveTimeout || defaultInitOptions.keepAliveTimeout;
      options.maxRequestsPerSocket = options.maxRequestsPerSocket || defaultInitOptions.maxRequestsPerSocket;
      options.requestTimeout = options.requestTimeout || defaultInitOptions.requestTimeout;
      options.logger = logger;
      options.requestIdHeader = requestIdHeader;
      options.ajv = ajvOptions;
      options.clientErrorHandler = options.clientErrorHandler || defaultClientErrorHandler;
      options.allowErrorHandlerOverride = options.allowErrorHandlerOverride ?? defaultInitOptions.allowErrorHandlerOverride;
      const initialConfig = getSecuredInitialConfig(options);
      options.exposeHeadRoutes = initialConfig.exposeHeadRoutes;
      options.http2SessionTimeout = initialConfig.http2SessionTimeout;
      options.routerOptions = buildRouterOptions(options, {
        defaultRoute,
        onBadUrl,
        onMaxParamLength,
        ignoreTrailingSlash: defaultInitOptions.ignoreTrailingSlash,
        ignoreDuplicateSlashes: defaultInitOptions.ignoreDuplicateSlashes,
        maxParamLength: defaultInitOptions.maxParamLength,
        allowUnsafeRegex: defaultInitOptions.allowUnsafeRegex,
        buildPrettyMeta: defaultBuildPrettyMeta,
        useSemicolonDelimiter: defaultInitOptions.useSemicolonDelimiter
      });
      return {
        options,
        genReqId,
        logController,
        hasLogger,
        initialConfig
      };
    }
    function defaultBuildPrettyMeta(route) {
      const cleanKeys = {};
      const allowedProps = ["errorHandler", "logLevel", "logSerializers"];
      allowedProps.concat(supportedHooks).forEach((k) => {
        cleanKeys[k] = route.store[k];
      });
      return Object.assign({}, cleanKeys);
    }
    function defaultClientErrorHandler(err, socket) {
      if (err.code === "ECONNRESET" || socket.destroyed) {
        return;
      }
      let body, errorCode, errorStatus, errorLabel;
      if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") {
        errorCode = "408";
        errorStatus = http.STATUS_CODES[errorCode];
        body = `{"error":"${errorStatus}","message":"Client Timeout","statusCode":408}`;
        errorLabel = "timeout";
      } else if (err.code === "HPE_HEADER_OVERFLOW") {
        errorCode = "431";
        errorStatus = http.STATUS_CODES[errorCode];
        body = `{"error":"${errorStatus}","message":"Exceeded maximum allowed HTTP header size","statusCode":431}`;
        errorLabel = "header_overflow";
      } else {
        errorCode = "400";
        errorStatus = http.STATUS_CODES[errorCode];
        body = `{"error":"${errorStatus}","message":"Client Error","statusCode":400}`;
        errorLabel = "error";
      }
      this.log.trace({ err }, `client ${errorLabel}`);
      if (socket.writable) {
        socket.write(`HTTP/1.1 ${errorCode} ${errorStatus}\r
Content-Length: ${body.length}\r
Content-Type: application/json\r
\r
${body}`);
      }
      socket.destroy(err);
    }
    function validateSchemaErrorFormatter(schemaErrorFormatter) {
      if (typeof schemaErrorFormatter !== "function") {
        throw new FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN(typeof schemaErrorFormatter);
      } else if (schemaErrorFormatter.constructor.name === "AsyncFunction") {
        throw new FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN("AsyncFunction");
      }
    }
    module2.exports = fastify;
    module2.exports.errorCodes = errorCodes;
    module2.exports.LogController = LogController;
    module2.exports.fastify = fastify;
    module2.exports.default = fastify;
  }
});

// node_modules/commander/lib/error.js
var require_error2 = __commonJS({
  "node_modules/commander/lib/error.js"(exports2) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code, message) {
        super(message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
        this.code = code;
        this.exitCode = exitCode;
        this.nestedError = void 0;
      }
    };
    var InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
      }
    };
    exports2.CommanderError = CommanderError2;
    exports2.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports2) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error2();
    var Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        this.description = description || "";
        this.variadic = false;
        this.parseArg = void 0;
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.argChoices = void 0;
        switch (name[0]) {
          case "<":
            this.required = true;
            this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = false;
            this._name = name.slice(1, -1);
            break;
          default:
            this.required = true;
            this._name = name;
            break;
        }
        if (this._name.endsWith("...")) {
          this.variadic = true;
          this._name = this._name.slice(0, -3);
        }
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        this.required = true;
        return this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        this.required = false;
        return this;
      }
    };
    function humanReadableArgName(arg) {
      const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports2.Argument = Argument2;
    exports2.humanReadableArgName = humanReadableArgName;
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports2) {
    var { humanReadableArgName } = require_argument();
    var Help2 = class {
      constructor() {
        this.helpWidth = void 0;
        this.minWidthToWrap = 40;
        this.sortSubcommands = false;
        this.sortOptions = false;
        this.showGlobalOptions = false;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
        const helpCommand = cmd._getHelpCommand();
        if (helpCommand && !helpCommand._hidden) {
          visibleCommands.push(helpCommand);
        }
        if (this.sortSubcommands) {
          visibleCommands.sort((a, b) => {
            return a.name().localeCompare(b.name());
          });
        }
        return visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        const getSortKey = (option) => {
          return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        };
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        const visibleOptions = cmd.options.filter((option) => !option.hidden);
        const helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          const removeShort = helpOption.short && cmd._findOption(helpOption.short);
          const removeLong = helpOption.long && cmd._findOption(helpOption.long);
          if (!removeShort && !removeLong) {
            visibleOptions.push(helpOption);
          } else if (helpOption.long && !removeLong) {
            visibleOptions.push(
              cmd.createOption(helpOption.long, helpOption.description)
            );
          } else if (helpOption.short && !removeShort) {
            visibleOptions.push(
              cmd.createOption(helpOption.short, helpOption.description)
            );
          }
        }
        if (this.sortOptions) {
          visibleOptions.sort(this.compareOptions);
        }
        return visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        const globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          const visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        if (this.sortOptions) {
          globalOptions.sort(this.compareOptions);
        }
        return globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        if (cmd._argsDescription) {
          cmd.registeredArguments.forEach((argument) => {
            argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
          });
        }
        if (cmd.registeredArguments.find((argument) => argument.description)) {
          return cmd.registeredArguments;
        }
        return [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        const args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args ? " " + args : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleSubcommandTerm(helper.subcommandTerm(command))
            )
          );
        }, 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleArgumentTerm(helper.argumentTerm(argument))
            )
          );
        }, 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        if (cmd._aliases[0]) {
          cmdName = cmdName + "|" + cmd._aliases[0];
        }
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        }
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        const extraInfo = [];
        if (option.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (option.defaultValue !== void 0) {
          const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
          if (showDefault) {
            extraInfo.push(
              `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
            );
          }
        }
        if (option.presetArg !== void 0 && option.optional) {
          extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
        }
        if (option.envVar !== void 0) {
          extraInfo.push(`env: ${option.envVar}`);
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (option.description) {
            return `${option.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        const extraInfo = [];
        if (argument.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (argument.defaultValue !== void 0) {
          extraInfo.push(
            `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
          );
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (argument.description) {
            return `${argument.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        if (items.length === 0) return [];
        return [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        const result = /* @__PURE__ */ new Map();
        unsortedItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) result.set(group, []);
        });
        visibleItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) {
            result.set(group, []);
          }
          result.get(group).push(item);
        });
        return result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        const termWidth = helper.padWidth(cmd, helper);
        const helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ];
        const commandDescription = helper.commandDescription(cmd);
        if (commandDescription.length > 0) {
          output = output.concat([
            helper.boxWrap(
              helper.styleCommandDescription(commandDescription),
              helpWidth
            ),
            ""
          ]);
        }
        const argumentList = helper.visibleArguments(cmd).map((argument) => {
          return callFormatItem(
            helper.styleArgumentTerm(helper.argumentTerm(argument)),
            helper.styleArgumentDescription(helper.argumentDescription(argument))
          );
        });
        output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        );
        const optionGroups = this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        );
        optionGroups.forEach((options, group) => {
          const optionList = options.map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(this.formatItemList(group, optionList, helper));
        });
        if (helper.showGlobalOptions) {
          const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        const commandGroups = this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        );
        commandGroups.forEach((commands, group) => {
          const commandList = commands.map((sub) => {
            return callFormatItem(
              helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
              helper.styleSubcommandDescription(helper.subcommandDescription(sub))
            );
          });
          output = output.concat(this.formatItemList(group, commandList, helper));
        });
        return output.join("\n");
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word === "[command]") return this.styleSubcommandText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleCommandText(word);
        }).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleSubcommandText(word);
        }).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        const itemIndent = 2;
        const itemIndentStr = " ".repeat(itemIndent);
        if (!description) return itemIndentStr + term;
        const paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        );
        const spacerWidth = 2;
        const helpWidth = this.helpWidth ?? 80;
        const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
        let formattedDescription;
        if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
          formattedDescription = description;
        } else {
          const wrappedDescription = helper.boxWrap(description, remainingWidth);
          formattedDescription = wrappedDescription.replace(
            /\n/g,
            "\n" + " ".repeat(termWidth + spacerWidth)
          );
        }
        return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        const rawLines = str.split(/\r\n|\n/);
        const chunkPattern = /[\s]*[^\s]+/g;
        const wrappedLines = [];
        rawLines.forEach((line) => {
          const chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()];
          let sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            const visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk);
              sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            const nextChunk = chunk.trimStart();
            sumChunks = [nextChunk];
            sumWidth = this.displayWidth(nextChunk);
          });
          wrappedLines.push(sumChunks.join(""));
        });
        return wrappedLines.join("\n");
      }
    };
    function stripColor(str) {
      const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    exports2.Help = Help2;
    exports2.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports2) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error2();
    var Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags;
        this.description = description || "";
        this.required = flags.includes("<");
        this.optional = flags.includes("[");
        this.variadic = /\w\.\.\.[>\]]$/.test(flags);
        this.mandatory = false;
        const optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag;
        this.long = optionFlags.longFlag;
        this.negate = false;
        if (this.long) {
          this.negate = this.long.startsWith("--no-");
        }
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.presetArg = void 0;
        this.envVar = void 0;
        this.parseArg = void 0;
        this.hidden = false;
        this.argChoices = void 0;
        this.conflictsWith = [];
        this.implied = void 0;
        this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        this.presetArg = arg;
        return this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        this.conflictsWith = this.conflictsWith.concat(names);
        return this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        if (typeof impliedOptionValues === "string") {
          newImplied = { [impliedOptionValues]: true };
        }
        this.implied = Object.assign(this.implied || {}, newImplied);
        return this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        this.envVar = name;
        return this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = true) {
        this.mandatory = !!mandatory;
        return this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = true) {
        this.hidden = !!hide;
        return this;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        if (this.long) {
          return this.long.replace(/^--/, "");
        }
        return this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        if (this.negate) {
          return camelcase(this.name().replace(/^no-/, ""));
        }
        return camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        this.helpGroupHeading = heading;
        return this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    };
    var DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map();
        this.negativeOptions = /* @__PURE__ */ new Map();
        this.dualOptions = /* @__PURE__ */ new Set();
        options.forEach((option) => {
          if (option.negate) {
            this.negativeOptions.set(option.attributeName(), option);
          } else {
            this.positiveOptions.set(option.attributeName(), option);
          }
        });
        this.negativeOptions.forEach((value, key) => {
          if (this.positiveOptions.has(key)) {
            this.dualOptions.add(key);
          }
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value, option) {
        const optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return true;
        const preset = this.negativeOptions.get(optionKey).presetArg;
        const negativeValue = preset !== void 0 ? preset : false;
        return option.negate === (negativeValue === value);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => {
        return str2 + word[0].toUpperCase() + word.slice(1);
      });
    }
    function splitOptionFlags(flags) {
      let shortFlag;
      let longFlag;
      const shortFlagExp = /^-[^-]$/;
      const longFlagExp = /^--[^-]/;
      const flagParts = flags.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
      if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
      if (!shortFlag && shortFlagExp.test(flagParts[0]))
        shortFlag = flagParts.shift();
      if (!shortFlag && longFlagExp.test(flagParts[0])) {
        shortFlag = longFlag;
        longFlag = flagParts.shift();
      }
      if (flagParts[0].startsWith("-")) {
        const unsupportedFlag = flagParts[0];
        const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
        if (/^-[^-][^-]/.test(unsupportedFlag))
          throw new Error(
            `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
          );
        if (shortFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many short flags`);
        if (longFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many long flags`);
        throw new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags}'.`
        );
      return { shortFlag, longFlag };
    }
    exports2.Option = Option2;
    exports2.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports2) {
    var maxDistance = 3;
    function editDistance(a, b) {
      if (Math.abs(a.length - b.length) > maxDistance)
        return Math.max(a.length, b.length);
      const d = [];
      for (let i = 0; i <= a.length; i++) {
        d[i] = [i];
      }
      for (let j = 0; j <= b.length; j++) {
        d[0][j] = j;
      }
      for (let j = 1; j <= b.length; j++) {
        for (let i = 1; i <= a.length; i++) {
          let cost = 1;
          if (a[i - 1] === b[j - 1]) {
            cost = 0;
          } else {
            cost = 1;
          }
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            // deletion
            d[i][j - 1] + 1,
            // insertion
            d[i - 1][j - 1] + cost
            // substitution
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    }
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      const searchingOptions = word.startsWith("--");
      if (searchingOptions) {
        word = word.slice(2);
        candidates = candidates.map((candidate) => candidate.slice(2));
      }
      let similar = [];
      let bestDistance = maxDistance;
      const minSimilarity = 0.4;
      candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        const distance = editDistance(word, candidate);
        const length = Math.max(word.length, candidate.length);
        const similarity = (length - distance) / length;
        if (similarity > minSimilarity) {
          if (distance < bestDistance) {
            bestDistance = distance;
            similar = [candidate];
          } else if (distance === bestDistance) {
            similar.push(candidate);
          }
        }
      });
      similar.sort((a, b) => a.localeCompare(b));
      if (searchingOptions) {
        similar = similar.map((candidate) => `--${candidate}`);
      }
      if (similar.length > 1) {
        return `
(Did you mean one of ${similar.join(", ")}?)`;
      }
      if (similar.length === 1) {
        return `
(Did you mean ${similar[0]}?)`;
      }
      return "";
    }
    exports2.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports2) {
    var EventEmitter = require("node:events").EventEmitter;
    var childProcess = require("node:child_process");
    var path = require("node:path");
    var fs = require("node:fs");
    var process2 = require("node:process");
    var { Argument: Argument2, humanReadableArgName } = require_argument();
    var { CommanderError: CommanderError2 } = require_error2();
    var { Help: Help2, stripColor } = require_help();
    var { Option: Option2, DualOptions } = require_option();
    var { suggestSimilar } = require_suggestSimilar();
    var Command2 = class _Command extends EventEmitter {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super();
        this.commands = [];
        this.options = [];
        this.parent = null;
        this._allowUnknownOption = false;
        this._allowExcessArguments = false;
        this.registeredArguments = [];
        this._args = this.registeredArguments;
        this.args = [];
        this.rawArgs = [];
        this.processedArgs = [];
        this._scriptPath = null;
        this._name = name || "";
        this._optionValues = {};
        this._optionValueSources = {};
        this._storeOptionsAsProperties = false;
        this._actionHandler = null;
        this._executableHandler = false;
        this._executableFile = null;
        this._executableDir = null;
        this._defaultCommandName = null;
        this._exitCallback = null;
        this._aliases = [];
        this._combineFlagAndOptionalValue = true;
        this._description = "";
        this._summary = "";
        this._argsDescription = void 0;
        this._enablePositionalOptions = false;
        this._passThroughOptions = false;
        this._lifeCycleHooks = {};
        this._showHelpAfterError = false;
        this._showSuggestionAfterError = true;
        this._savedState = null;
        this._outputConfiguration = {
          writeOut: (str) => process2.stdout.write(str),
          writeErr: (str) => process2.stderr.write(str),
          outputError: (str, write) => write(str),
          getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
          getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
          getOutHasColors: () => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()),
          getErrHasColors: () => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()),
          stripColor: (str) => stripColor(str)
        };
        this._hidden = false;
        this._helpOption = void 0;
        this._addImplicitHelpCommand = void 0;
        this._helpCommand = void 0;
        this._helpConfiguration = {};
        this._helpGroupHeading = void 0;
        this._defaultCommandGroup = void 0;
        this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        this._outputConfiguration = sourceCommand._outputConfiguration;
        this._helpOption = sourceCommand._helpOption;
        this._helpCommand = sourceCommand._helpCommand;
        this._helpConfiguration = sourceCommand._helpConfiguration;
        this._exitCallback = sourceCommand._exitCallback;
        this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
        this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
        this._allowExcessArguments = sourceCommand._allowExcessArguments;
        this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
        this._showHelpAfterError = sourceCommand._showHelpAfterError;
        this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
        return this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        const result = [];
        for (let command = this; command; command = command.parent) {
          result.push(command);
        }
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc;
        let opts = execOpts;
        if (typeof desc === "object" && desc !== null) {
          opts = desc;
          desc = null;
        }
        opts = opts || {};
        const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const cmd = this.createCommand(name);
        if (desc) {
          cmd.description(desc);
          cmd._executableHandler = true;
        }
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        cmd._hidden = !!(opts.noHelp || opts.hidden);
        cmd._executableFile = opts.executableFile || null;
        if (args) cmd.arguments(args);
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd.copyInheritedSettings(this);
        if (desc) return this;
        return cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        if (configuration === void 0) return this._helpConfiguration;
        this._helpConfiguration = configuration;
        return this;
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        if (configuration === void 0) return this._outputConfiguration;
        this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        };
        return this;
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = true) {
        if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
        this._showHelpAfterError = displayHelp;
        return this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = true) {
        this._showSuggestionAfterError = !!displaySuggestion;
        return this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name) {
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        }
        opts = opts || {};
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        if (opts.noHelp || opts.hidden) cmd._hidden = true;
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd._checkForBrokenPassThrough();
        return this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, parseArg, defaultValue) {
        const argument = this.createArgument(name, description);
        if (typeof parseArg === "function") {
          argument.default(defaultValue).argParser(parseArg);
        } else {
          argument.default(parseArg);
        }
        this.addArgument(argument);
        return this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        });
        return this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        const previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic) {
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        }
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        }
        this.registeredArguments.push(argument);
        return this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs === "boolean") {
          this._addImplicitHelpCommand = enableOrNameAndArgs;
          if (enableOrNameAndArgs && this._defaultCommandGroup) {
            this._initCommandGroup(this._getHelpCommand());
          }
          return this;
        }
        const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
        const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const helpDescription = description ?? "display help for command";
        const helpCommand = this.createCommand(helpName);
        helpCommand.helpOption(false);
        if (helpArgs) helpCommand.arguments(helpArgs);
        if (helpDescription) helpCommand.description(helpDescription);
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        if (typeof helpCommand !== "object") {
          this.helpCommand(helpCommand, deprecatedDescription);
          return this;
        }
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
        if (hasImplicitHelpCommand) {
          if (this._helpCommand === void 0) {
            this.helpCommand(void 0, void 0);
          }
          return this._helpCommand;
        }
        return null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        const allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event)) {
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        if (this._lifeCycleHooks[event]) {
          this._lifeCycleHooks[event].push(listener);
        } else {
          this._lifeCycleHooks[event] = [listener];
        }
        return this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        if (fn) {
          this._exitCallback = fn;
        } else {
          this._exitCallback = (err) => {
            if (err.code !== "commander.executeSubCommandAsync") {
              throw err;
            } else {
            }
          };
        }
        return this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code, message) {
        if (this._exitCallback) {
          this._exitCallback(new CommanderError2(exitCode, code, message));
        }
        process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        const listener = (args) => {
          const expectedArgsCount = this.registeredArguments.length;
          const actionArgs = args.slice(0, expectedArgsCount);
          if (this._storeOptionsAsProperties) {
            actionArgs[expectedArgsCount] = this;
          } else {
            actionArgs[expectedArgsCount] = this.opts();
          }
          actionArgs.push(this);
          return fn.apply(this, actionArgs);
        };
        this._actionHandler = listener;
        return this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value, previous);
        } catch (err) {
          if (err.code === "commander.invalidArgument") {
            const message = `${invalidArgumentMessage} ${err.message}`;
            this.error(message, { exitCode: err.exitCode, code: err.code });
          }
          throw err;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option);
        this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        const knownBy = (cmd) => {
          return [cmd.name()].concat(cmd.aliases());
        };
        const alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
          const newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command);
        this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        const oname = option.name();
        const name = option.attributeName();
        if (option.negate) {
          const positiveLongFlag = option.long.replace(/^--no-/, "--");
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              name,
              option.defaultValue === void 0 ? true : option.defaultValue,
              "default"
            );
          }
        } else if (option.defaultValue !== void 0) {
          this.setOptionValueWithSource(name, option.defaultValue, "default");
        }
        const handleOptionValue = (val, invalidValueMessage, valueSource) => {
          if (val == null && option.presetArg !== void 0) {
            val = option.presetArg;
          }
          const oldValue = this.getOptionValue(name);
          if (val !== null && option.parseArg) {
            val = this._callParseArg(option, val, oldValue, invalidValueMessage);
          } else if (val !== null && option.variadic) {
            val = option._collectValue(val, oldValue);
          }
          if (val == null) {
            if (option.negate) {
              val = false;
            } else if (option.isBoolean() || option.optional) {
              val = true;
            } else {
              val = "";
            }
          }
          this.setOptionValueWithSource(name, val, valueSource);
        };
        this.on("option:" + oname, (val) => {
          const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        });
        if (option.envVar) {
          this.on("optionEnv:" + oname, (val) => {
            const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
            handleOptionValue(val, invalidValueMessage, "env");
          });
        }
        return this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags, description, fn, defaultValue) {
        if (typeof flags === "object" && flags instanceof Option2) {
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        }
        const option = this.createOption(flags, description);
        option.makeOptionMandatory(!!config.mandatory);
        if (typeof fn === "function") {
          option.default(defaultValue).argParser(fn);
        } else if (fn instanceof RegExp) {
          const regex = fn;
          fn = (val, def) => {
            const m = regex.exec(val);
            return m ? m[0] : def;
          };
          option.default(defaultValue).argParser(fn);
        } else {
          option.default(fn);
        }
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: true },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = true) {
        this._combineFlagAndOptionalValue = !!combine;
        return this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = true) {
        this._allowUnknownOption = !!allowUnknown;
        return this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = true) {
        this._allowExcessArguments = !!allowExcess;
        return this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = true) {
        this._enablePositionalOptions = !!positional;
        return this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = true) {
        this._passThroughOptions = !!passThrough;
        this._checkForBrokenPassThrough();
        return this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
        }
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = true) {
        if (this.options.length) {
          throw new Error("call .storeOptionsAsProperties() before adding options");
        }
        if (Object.keys(this._optionValues).length) {
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        }
        this._storeOptionsAsProperties = !!storeAsProperties;
        return this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        if (this._storeOptionsAsProperties) {
          return this[key];
        }
        return this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value) {
        return this.setOptionValueWithSource(key, value, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value, source) {
        if (this._storeOptionsAsProperties) {
          this[key] = value;
        } else {
          this._optionValues[key] = value;
        }
        this._optionValueSources[key] = source;
        return this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        this._getCommandAndAncestors().forEach((cmd) => {
          if (cmd.getOptionValueSource(key) !== void 0) {
            source = cmd.getOptionValueSource(key);
          }
        });
        return source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv)) {
          throw new Error("first parameter to parse must be array or undefined");
        }
        parseOptions = parseOptions || {};
        if (argv === void 0 && parseOptions.from === void 0) {
          if (process2.versions?.electron) {
            parseOptions.from = "electron";
          }
          const execArgv = process2.execArgv ?? [];
          if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
            parseOptions.from = "eval";
          }
        }
        if (argv === void 0) {
          argv = process2.argv;
        }
        this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1];
            userArgs = argv.slice(2);
            break;
          case "electron":
            if (process2.defaultApp) {
              this._scriptPath = argv[1];
              userArgs = argv.slice(2);
            } else {
              userArgs = argv.slice(1);
            }
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        if (!this._name && this._scriptPath)
          this.nameFromFilename(this._scriptPath);
        this._name = this._name || "program";
        return userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        await this._parseCommand([], userArgs);
        return this;
      }
      _prepareForParse() {
        if (this._savedState === null) {
          this.saveStateBeforeParse();
        } else {
          this.restoreStateBeforeParse();
        }
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name;
        this._scriptPath = null;
        this.rawArgs = [];
        this._optionValues = { ...this._savedState._optionValues };
        this._optionValueSources = { ...this._savedState._optionValueSources };
        this.args = [];
        this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs.existsSync(executableFile)) return;
        const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
        const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args) {
        args = args.slice();
        let launchWithNode = false;
        const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          const localBin = path.resolve(baseDir, baseName);
          if (fs.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path.extname(baseName))) return void 0;
          const foundExt = sourceExt.find(
            (ext) => fs.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
          return void 0;
        }
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
        let executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path.resolve(
            path.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            const legacyName = path.basename(
              this._scriptPath,
              path.extname(this._scriptPath)
            );
            if (legacyName !== this._name) {
              localFile = findFile(
                executableDir,
                `${legacyName}-${subcommand._name}`
              );
            }
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path.extname(executableFile));
        let proc;
        if (process2.platform !== "win32") {
          if (launchWithNode) {
            args.unshift(executableFile);
            args = incrementNodeInspectorPort(process2.execArgv).concat(args);
            proc = childProcess.spawn(process2.argv[0], args, { stdio: "inherit" });
          } else {
            proc = childProcess.spawn(executableFile, args, { stdio: "inherit" });
          }
        } else {
          this._checkForMissingExecutable(
            executableFile,
            executableDir,
            subcommand._name
          );
          args.unshift(executableFile);
          args = incrementNodeInspectorPort(process2.execArgv).concat(args);
          proc = childProcess.spawn(process2.execPath, args, { stdio: "inherit" });
        }
        if (!proc.killed) {
          const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
          signals.forEach((signal) => {
            process2.on(signal, () => {
              if (proc.killed === false && proc.exitCode === null) {
                proc.kill(signal);
              }
            });
          });
        }
        const exitCallback = this._exitCallback;
        proc.on("close", (code) => {
          code = code ?? 1;
          if (!exitCallback) {
            process2.exit(code);
          } else {
            exitCallback(
              new CommanderError2(
                code,
                "commander.executeSubCommandAsync",
                "(close)"
              )
            );
          }
        });
        proc.on("error", (err) => {
          if (err.code === "ENOENT") {
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          } else if (err.code === "EACCES") {
            throw new Error(`'${executableFile}' not executable`);
          }
          if (!exitCallback) {
            process2.exit(1);
          } else {
            const wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err;
            exitCallback(wrappedError);
          }
        });
        this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown) {
        const subCommand = this._findCommand(commandName);
        if (!subCommand) this.help({ error: true });
        subCommand._prepareForParse();
        let promiseChain;
        promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        );
        promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler) {
            this._executeSubCommand(subCommand, operands.concat(unknown));
          } else {
            return subCommand._parseCommand(operands, unknown);
          }
        });
        return promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        if (!subcommandName) {
          this.help();
        }
        const subCommand = this._findCommand(subcommandName);
        if (subCommand && !subCommand._executableHandler) {
          subCommand.help();
        }
        return this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i) => {
          if (arg.required && this.args[i] == null) {
            this.missingArgument(arg.name());
          }
        });
        if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
          return;
        }
        if (this.args.length > this.registeredArguments.length) {
          this._excessArguments(this.args);
        }
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        const myParseArg = (argument, value, previous) => {
          let parsedValue = value;
          if (value !== null && argument.parseArg) {
            const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        const processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value = declaredArg.defaultValue;
          if (declaredArg.variadic) {
            if (index < this.args.length) {
              value = this.args.slice(index);
              if (declaredArg.parseArg) {
                value = value.reduce((processed, v) => {
                  return myParseArg(declaredArg, v, processed);
                }, declaredArg.defaultValue);
              }
            } else if (value === void 0) {
              value = [];
            }
          } else if (index < this.args.length) {
            value = this.args[index];
            if (declaredArg.parseArg) {
              value = myParseArg(declaredArg, value, declaredArg.defaultValue);
            }
          }
          processedArgs[index] = value;
        });
        this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        if (promise?.then && typeof promise.then === "function") {
          return promise.then(() => fn());
        }
        return fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise;
        const hooks = [];
        this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        });
        if (event === "postAction") {
          hooks.reverse();
        }
        hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => {
            return hookDetail.callback(hookDetail.hookedCommand, this);
          });
        });
        return result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        if (this._lifeCycleHooks[event] !== void 0) {
          this._lifeCycleHooks[event].forEach((hook) => {
            result = this._chainOrCall(result, () => {
              return hook(this, subCommand);
            });
          });
        }
        return result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown) {
        const parsed = this.parseOptions(unknown);
        this._parseOptionsEnv();
        this._parseOptionsImplied();
        operands = operands.concat(parsed.operands);
        unknown = parsed.unknown;
        this.args = operands.concat(unknown);
        if (operands && this._findCommand(operands[0])) {
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
        }
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
          return this._dispatchHelpCommand(operands[1]);
        }
        if (this._defaultCommandName) {
          this._outputHelpIfRequested(unknown);
          return this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown
          );
        }
        if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
          this.help({ error: true });
        }
        this._outputHelpIfRequested(parsed.unknown);
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        const checkForUnknownOptions = () => {
          if (parsed.unknown.length > 0) {
            this.unknownOption(parsed.unknown[0]);
          }
        };
        const commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions();
          this._processArguments();
          let promiseChain;
          promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
          promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          );
          if (this.parent) {
            promiseChain = this._chainOrCall(promiseChain, () => {
              this.parent.emit(commandEvent, operands, unknown);
            });
          }
          promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
          return promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent)) {
          checkForUnknownOptions();
          this._processArguments();
          this.parent.emit(commandEvent, operands, unknown);
        } else if (operands.length) {
          if (this._findCommand("*")) {
            return this._dispatchSubcommand("*", operands, unknown);
          }
          if (this.listenerCount("command:*")) {
            this.emit("command:*", operands, unknown);
          } else if (this.commands.length) {
            this.unknownCommand();
          } else {
            checkForUnknownOptions();
            this._processArguments();
          }
        } else if (this.commands.length) {
          checkForUnknownOptions();
          this.help({ error: true });
        } else {
          checkForUnknownOptions();
          this._processArguments();
        }
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (!name) return void 0;
        return this.commands.find(
          (cmd) => cmd._name === name || cmd._aliases.includes(name)
        );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
              cmd.missingMandatoryOptionValue(anOption);
            }
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        const definedNonDefaultOptions = this.options.filter((option) => {
          const optionKey = option.attributeName();
          if (this.getOptionValue(optionKey) === void 0) {
            return false;
          }
          return this.getOptionValueSource(optionKey) !== "default";
        });
        const optionsWithConflicting = definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        );
        optionsWithConflicting.forEach((option) => {
          const conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          if (conflictingAndDefined) {
            this._conflictingOption(option, conflictingAndDefined);
          }
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args) {
        const operands = [];
        const unknown = [];
        let dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        const negativeNumberArg = (arg) => {
          if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
          return !this._getCommandAndAncestors().some(
            (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
          );
        };
        let activeVariadicOption = null;
        let activeGroup = null;
        let i = 0;
        while (i < args.length || activeGroup) {
          const arg = activeGroup ?? args[i++];
          activeGroup = null;
          if (arg === "--") {
            if (dest === unknown) dest.push(arg);
            dest.push(...args.slice(i));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          activeVariadicOption = null;
          if (maybeOption(arg)) {
            const option = this._findOption(arg);
            if (option) {
              if (option.required) {
                const value = args[i++];
                if (value === void 0) this.optionMissingArgument(option);
                this.emit(`option:${option.name()}`, value);
              } else if (option.optional) {
                let value = null;
                if (i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i]))) {
                  value = args[i++];
                }
                this.emit(`option:${option.name()}`, value);
              } else {
                this.emit(`option:${option.name()}`);
              }
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            const option = this._findOption(`-${arg[1]}`);
            if (option) {
              if (option.required || option.optional && this._combineFlagAndOptionalValue) {
                this.emit(`option:${option.name()}`, arg.slice(2));
              } else {
                this.emit(`option:${option.name()}`);
                activeGroup = `-${arg.slice(2)}`;
              }
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            const index = arg.indexOf("=");
            const option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
            dest = unknown;
          }
          if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg);
              unknown.push(...args.slice(i));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args.slice(i));
              break;
            } else if (this._defaultCommandName) {
              unknown.push(arg, ...args.slice(i));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args.slice(i));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          const result = {};
          const len = this.options.length;
          for (let i = 0; i < len; i++) {
            const key = this.options[i].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        );
        if (typeof this._showHelpAfterError === "string") {
          this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
        } else if (this._showHelpAfterError) {
          this._outputConfiguration.writeErr("\n");
          this.outputHelp({ error: true });
        }
        const config = errorOptions || {};
        const exitCode = config.exitCode || 1;
        const code = config.code || "commander.error";
        this._exit(exitCode, code, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            const optionKey = option.attributeName();
            if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) {
              if (option.required || option.optional) {
                this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
              } else {
                this.emit(`optionEnv:${option.name()}`);
              }
            }
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        const dualHelper = new DualOptions(this.options);
        const hasCustomOptionValue = (optionKey) => {
          return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        };
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        const message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        const message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        const message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        const findBestOptionFromValue = (option2) => {
          const optionKey = option2.attributeName();
          const optionValue = this.getOptionValue(optionKey);
          const negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          );
          const positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
            return negativeOption;
          }
          return positiveOption || option2;
        };
        const getErrorMessage = (option2) => {
          const bestOption = findBestOptionFromValue(option2);
          const optionKey = bestOption.attributeName();
          const source = this.getOptionValueSource(optionKey);
          if (source === "env") {
            return `environment variable '${bestOption.envVar}'`;
          }
          return `option '${bestOption.flags}'`;
        };
        const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [];
          let command = this;
          do {
            const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags);
            command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        const message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        const expected = this.registeredArguments.length;
        const s = expected === 1 ? "" : "s";
        const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
        const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        const unknownName = this.args[0];
        let suggestion = "";
        if (this._showSuggestionAfterError) {
          const candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name());
            if (command.alias()) candidateNames.push(command.alias());
          });
          suggestion = suggestSimilar(unknownName, candidateNames);
        }
        const message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str;
        flags = flags || "-V, --version";
        description = description || "output the version number";
        const versionOption = this.createOption(flags, description);
        this._versionOptionName = versionOption.attributeName();
        this._registerOption(versionOption);
        this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`);
          this._exit(0, "commander.version", str);
        });
        return this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        if (str === void 0 && argsDescription === void 0)
          return this._description;
        this._description = str;
        if (argsDescription) {
          this._argsDescription = argsDescription;
        }
        return this;
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        if (str === void 0) return this._summary;
        this._summary = str;
        return this;
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
          command = this.commands[this.commands.length - 1];
        }
        if (alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        const matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        command._aliases.push(alias);
        return this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        if (aliases === void 0) return this._aliases;
        aliases.forEach((alias) => this.alias(alias));
        return this;
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          const args = this.registeredArguments.map((arg) => {
            return humanReadableArgName(arg);
          });
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args : []
          ).join(" ");
        }
        this._usage = str;
        return this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        if (str === void 0) return this._name;
        this._name = str;
        return this;
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        if (heading === void 0) return this._helpGroupHeading ?? "";
        this._helpGroupHeading = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        if (heading === void 0) return this._defaultCommandGroup ?? "";
        this._defaultCommandGroup = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        if (heading === void 0) return this._defaultOptionGroup ?? "";
        this._defaultOptionGroup = heading;
        return this;
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        if (this._defaultOptionGroup && !option.helpGroupHeading)
          option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        if (this._defaultCommandGroup && !cmd.helpGroup())
          cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        this._name = path.basename(filename, path.extname(filename));
        return this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path2) {
        if (path2 === void 0) return this._executableDir;
        this._executableDir = path2;
        return this;
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        const helper = this.createHelp();
        const context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        const text = helper.formatHelp(this, helper);
        if (context.hasColors) return text;
        return this._outputConfiguration.stripColor(text);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        const error = !!contextOptions.error;
        let baseWrite;
        let hasColors;
        let helpWidth;
        if (error) {
          baseWrite = (str) => this._outputConfiguration.writeErr(str);
          hasColors = this._outputConfiguration.getErrHasColors();
          helpWidth = this._outputConfiguration.getErrHelpWidth();
        } else {
          baseWrite = (str) => this._outputConfiguration.writeOut(str);
          hasColors = this._outputConfiguration.getOutHasColors();
          helpWidth = this._outputConfiguration.getOutHelpWidth();
        }
        const write = (str) => {
          if (!hasColors) str = this._outputConfiguration.stripColor(str);
          return baseWrite(str);
        };
        return { error, write, hasColors, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        if (typeof contextOptions === "function") {
          deprecatedCallback = contextOptions;
          contextOptions = void 0;
        }
        const outputContext = this._getOutputContext(contextOptions);
        const eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
        this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback) {
          helpInformation = deprecatedCallback(helpInformation);
          if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
            throw new Error("outputHelp callback must return a string or a Buffer");
          }
        }
        outputContext.write(helpInformation);
        if (this._getHelpOption()?.long) {
          this.emit(this._getHelpOption().long);
        }
        this.emit("afterHelp", eventContext);
        this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        if (typeof flags === "boolean") {
          if (flags) {
            if (this._helpOption === null) this._helpOption = void 0;
            if (this._defaultOptionGroup) {
              this._initOptionGroup(this._getHelpOption());
            }
          } else {
            this._helpOption = null;
          }
          return this;
        }
        this._helpOption = this.createOption(
          flags ?? "-h, --help",
          description ?? "display help for command"
        );
        if (flags || description) this._initOptionGroup(this._helpOption);
        return this;
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        if (this._helpOption === void 0) {
          this.helpOption(void 0, void 0);
        }
        return this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        this._helpOption = option;
        this._initOptionGroup(option);
        return this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process2.exitCode ?? 0);
        if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
          exitCode = 1;
        }
        this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text) {
        const allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position)) {
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        const helpEvent = `${position}Help`;
        this.on(helpEvent, (context) => {
          let helpStr;
          if (typeof text === "function") {
            helpStr = text({ error: context.error, command: context.command });
          } else {
            helpStr = text;
          }
          if (helpStr) {
            context.write(`${helpStr}
`);
          }
        });
        return this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args) {
        const helpOption = this._getHelpOption();
        const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
        if (helpRequested) {
          this.outputHelp();
          this._exit(0, "commander.helpDisplayed", "(outputHelp)");
        }
      }
    };
    function incrementNodeInspectorPort(args) {
      return args.map((arg) => {
        if (!arg.startsWith("--inspect")) {
          return arg;
        }
        let debugOption;
        let debugHost = "127.0.0.1";
        let debugPort = "9229";
        let match;
        if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
          debugOption = match[1];
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null) {
          debugOption = match[1];
          if (/^\d+$/.test(match[3])) {
            debugPort = match[3];
          } else {
            debugHost = match[3];
          }
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null) {
          debugOption = match[1];
          debugHost = match[3];
          debugPort = match[4];
        }
        if (debugOption && debugPort !== "0") {
          return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
        }
        return arg;
      });
    }
    function useColor() {
      if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
        return false;
      if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
        return true;
      return void 0;
    }
    exports2.Command = Command2;
    exports2.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports2) {
    var { Argument: Argument2 } = require_argument();
    var { Command: Command2 } = require_command();
    var { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error2();
    var { Help: Help2 } = require_help();
    var { Option: Option2 } = require_option();
    exports2.program = new Command2();
    exports2.createCommand = (name) => new Command2(name);
    exports2.createOption = (flags, description) => new Option2(flags, description);
    exports2.createArgument = (name, description) => new Argument2(name, description);
    exports2.Command = Command2;
    exports2.Option = Option2;
    exports2.Argument = Argument2;
    exports2.Help = Help2;
    exports2.CommanderError = CommanderError2;
    exports2.InvalidArgumentError = InvalidArgumentError2;
    exports2.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// src/emulator/index.ts
var emulator_exports = {};
__export(emulator_exports, {
  DEFAULT_BODY_LIMIT: () => DEFAULT_BODY_LIMIT,
  DEFAULT_READY_DELAY_MS: () => DEFAULT_READY_DELAY_MS,
  chaosFromEnv: () => chaosFromEnv,
  defaultEmulatorDataDir: () => defaultEmulatorDataDir,
  parseChaosSpec: () => parseChaosSpec,
  runEmulatorCommand: () => runEmulatorCommand,
  startEmulator: () => startEmulator
});
module.exports = __toCommonJS(emulator_exports);

// src/emulator/server.ts
var import_node_fs3 = require("node:fs");
var import_node_path4 = require("node:path");
var import_fastify = __toESM(require_fastify(), 1);

// src/emulator/agents.ts
var import_node_crypto = require("node:crypto");

// src/emulator/listCache.ts
var ListCache = class {
  constructor(store) {
    this.store = store;
  }
  store;
  entries = /* @__PURE__ */ new Map();
  /** The cached answer for `key` while still right, else `build()`'s, which is kept. */
  read(key, now, build) {
    const dataVersion = this.store.dataVersion();
    const cached = this.entries.get(key);
    if (cached && cached.dataVersion === dataVersion && now < cached.validUntil) return cached.result;
    const answer = build();
    this.entries.set(key, { ...answer, dataVersion });
    return answer.result;
  }
  /** After a write of this process. */
  clear() {
    this.entries.clear();
  }
};

// src/emulator/rules.ts
var REGIONS = [
  { code: "us-west", display_name: "US West (Oregon)" },
  { code: "us-east", display_name: "US East (Virginia)" },
  { code: "eu-central", display_name: "Europe (Frankfurt)" },
  { code: "ap-south", display_name: "Asia Pacific (Mumbai)" }
];
var REGION_CODES = new Set(REGIONS.map((r) => r.code));
var DEFAULT_REGION = "us-west";
var ORGANIZATIONS = [
  { name: "local", verboseName: "Local emulator" },
  { name: "staging", verboseName: "Staging (emulator)" }
];
var SET_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
var SET_NAME_RULE = "Secret set name must contain only letters, numbers and hyphens, start and end with a letter or number, and be at most 63 characters";
var SECRET_KEY = /^[A-Za-z0-9_-]+$/;
var SECRET_KEY_MAX = 64;
var ROOM_NAME = /^[A-Za-z0-9_-]{1,128}$/;
var RECORDING_MODES = /* @__PURE__ */ new Set(["cloud", "cloud-audio-only", "local", "raw-tracks"]);
var PULL_SECRET_FAILURE = "Image pull secret credentials are not valid base64 of 'username:password'. Re-create it with encoding on.";
var FAIL_PREFIX = "fail-";
function provisioningFailure(region) {
  return `Secret set could not be provisioned in region '${region}'. Delete it and create it again, or contact support.`;
}
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var utf8 = new TextDecoder("utf-8", { fatal: true });
function isBase64Credentials(value) {
  if (value.length === 0 || !BASE64.test(value)) return false;
  let decoded;
  try {
    decoded = utf8.decode(Buffer.from(value, "base64"));
  } catch {
    return false;
  }
  return decoded.indexOf(":") > 0;
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/emulator/agents.ts
var bad = (error) => ({ status: 400, body: { error, code: "GENERIC_BAD_REQUEST" } });
var notFound = (error) => ({ status: 404, body: { error, code: "NOT_FOUND" } });
var conflict = (error) => ({ status: 409, body: { error, code: "CONFLICT" } });
var AGENT_NOT_FOUND = notFound("Not found");
var AGENT_PROFILES = /* @__PURE__ */ new Set(["agent-1x", "agent-2x", "agent-3x"]);
var AgentsService = class {
  agents;
  secrets;
  readyDelayMs;
  now;
  /** Cleared by every write below (write, delete, seed: the only writers of the agents table). */
  listCache;
  constructor(options) {
    this.agents = options.agents;
    this.secrets = options.secrets;
    this.readyDelayMs = options.readyDelayMs;
    this.now = options.now ?? Date.now;
    this.listCache = new ListCache(options.agents.store);
  }
  isEmpty() {
    return this.agents.count() === 0;
  }
  /** Cached like the set list: reading 200 rows costs ≈ 1.7 ms in better-sqlite3. */
  list(org, region, includeDeployment) {
    const now = this.now();
    return this.listCache.read(`${org}\0${region ?? ""}\0${includeDeployment}`, now, () => {
      let validUntil = Number.POSITIVE_INFINITY;
      const services = this.agents.list(org, region).map((row) => {
        const readyAt = row.updated_at + this.readyDelayMs;
        if (now < readyAt && readyAt < validUntil) validUntil = readyAt;
        return { ...this.listItem(row, now), ...includeDeployment ? { deployment: this.deployment(row) } : {} };
      });
      const body = { services };
      return { result: { status: 200, body, json: JSON.stringify(body) }, validUntil };
    });
  }
  get(org, name, wrap) {
    const row = this.agents.get(org, name);
    if (!row) return AGENT_NOT_FOUND;
    const details = this.details(row, this.now());
    return { status: 200, body: wrap ? { body: details } : details };
  }
  create(org, body) {
    if (!isPlainObject(body)) return bad("Invalid request format");
    const name = body.serviceName;
    if (typeof name !== "string" || name === "") return bad("serviceName is required");
    if (!SET_NAME.test(name)) return bad(SET_NAME_RULE.replace("Secret set name", "Service name"));
    const region = body.region ?? this.secrets.defaultRegion(org);
    if (typeof region !== "string" || !REGION_CODES.has(region)) return bad("Invalid region or organization does not have access");
    if (this.agents.get(org, name)) return bad("Service already exists");
    return this.write(org, name, region, body, void 0, "created");
  }
  /** `POST /agents/{name}` (private API) and `PUT /services` with `serviceName` (the official CLI's update). */
  update(org, name, body) {
    if (!isPlainObject(body)) return bad("Invalid request format");
    if (typeof name !== "string" || name === "") return bad("serviceName is required");
    const existing = this.agents.get(org, name);
    if (!existing) return AGENT_NOT_FOUND;
    if (body.region !== void 0 && body.region !== existing.region) {
      return bad(`Service '${name}' is in region '${existing.region}'; its region cannot be changed`);
    }
    return this.write(org, name, existing.region, body, existing, "updated");
  }
  delete(org, name) {
    this.listCache.clear();
    return this.agents.delete(org, name) ? { status: 200, body: { status: "OK" } } : AGENT_NOT_FOUND;
  }
  /**
   * Creates `count` ready agents in `org`, agent i binding the secret set at a spread index of the existing
   * secret sets (in that set's region); with no sets they bind nothing. For tests and benchmarks.
   */
  seed(org, count, sets) {
    const regular = sets.filter((s) => s.type === "secret");
    const width = Math.max(5, String(count).length);
    const at = this.now() - this.readyDelayMs - 1;
    this.listCache.clear();
    this.agents.store.transaction(() => {
      for (let i = 0; i < count; i++) {
        const set = regular.length > 0 ? regular[Math.floor(i * regular.length / count) % regular.length] : void 0;
        const name = `seed-agent-${String(i + 1).padStart(width, "0")}`;
        this.agents.upsert({
          ...defaults(org, name, set?.region ?? DEFAULT_REGION, at),
          secret_set: set?.name ?? null
        });
      }
    });
  }
  write(org, name, region, body, existing, verb) {
    if (body.buildId !== void 0) return bad("Build not found");
    const image = body.image ?? existing?.image;
    if (typeof image !== "string" || image === "") return bad("Either image or buildId is required for service creation");
    const profile = body.agentProfile ?? existing?.agent_profile ?? "agent-1x";
    if (typeof profile !== "string" || !AGENT_PROFILES.has(profile)) return bad(`agentProfile must be one of ${[...AGENT_PROFILES].join(", ")}`);
    const scaling = isPlainObject(body.autoScaling) ? body.autoScaling : {};
    const minAgents = scaling.minAgents ?? existing?.min_agents ?? 0;
    const maxAgents = scaling.maxAgents ?? existing?.max_agents ?? 50;
    if (!isCount(minAgents) || !isCount(maxAgents) || minAgents > maxAgents) {
      return bad("autoScaling: minAgents and maxAgents must be whole numbers with minAgents <= maxAgents");
    }
    const secretSet = optionalName(body.secretSet, existing?.secret_set);
    const pullSecret = optionalName(body.imagePullSecretSet, existing?.pull_secret_set);
    if (secretSet === false || pullSecret === false) return bad("secretSet and imagePullSecretSet must be set names");
    const bindings = [
      ...secretSet ? [{ kind: "secret", name: secretSet }] : [],
      ...pullSecret ? [{ kind: "imagePullSecret", name: pullSecret }] : []
    ];
    for (const binding of bindings) {
      const refusal = this.checkBinding(org, binding, region, verb);
      if (refusal) return refusal;
    }
    const now = this.now();
    const row = {
      ...defaults(org, name, region, now),
      ...existing ? { id: existing.id, created_at: existing.created_at } : {},
      image,
      node_type: typeof body.nodeType === "string" ? body.nodeType : existing?.node_type ?? "arm",
      agent_profile: profile,
      min_agents: minAgents,
      max_agents: maxAgents,
      secret_set: secretSet ?? null,
      pull_secret_set: pullSecret ?? null
    };
    this.listCache.clear();
    this.agents.store.transaction(() => this.agents.upsert(row));
    return { status: 200, body: this.details(row, now) };
  }
  checkBinding(org, binding, region, verb) {
    const state = this.secrets.state(org, binding.name);
    const pull = binding.kind === "imagePullSecret";
    if (!state || state.type !== binding.kind) {
      return notFound(pull ? "Image pull secret set not found" : "Secret set not found");
    }
    if (state.region !== region) {
      const where = verb === "created" ? "will be created in" : "is in";
      return bad(
        pull ? `Image pull secret set '${binding.name}' is in region '${state.region}' but service ${where} region '${region}'. Image pull secrets must be in the same region as the service.` : `Secret set '${binding.name}' is in region '${state.region}' but service ${where} region '${region}'. Secrets must be in the same region as the service.`
      );
    }
    if (state.status !== "ready") {
      return conflict(
        `${pull ? "Image pull secret set" : "Secret set"} '${binding.name}' is not ready (status: ${state.status}). Deploy again once it is ready.`
      );
    }
    return void 0;
  }
  isReady(row, now) {
    return now >= row.updated_at + this.readyDelayMs;
  }
  listItem(row, now) {
    return {
      id: row.id,
      name: row.name,
      region: row.region,
      desiredDeploymentId: row.deployment_id,
      activeDeploymentId: row.deployment_id,
      reconciledDeploymentId: this.isReady(row, now) ? row.deployment_id : null,
      organizationId: row.org,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      deletedAt: null
    };
  }
  deployment(row) {
    return {
      id: row.deployment_id,
      manifest: {
        apiVersion: "pipecatcloud.daily.co/v1",
        kind: "PCService",
        metadata: { name: row.name, namespace: row.org },
        spec: {
          dailyNodeType: row.node_type,
          image: row.image,
          autoScaling: { minReplicas: row.min_agents, maxReplicas: row.max_agents },
          ...row.pull_secret_set !== null ? { imagePullSecretName: row.pull_secret_set } : {},
          envFromSecretNames: row.secret_set !== null ? [row.secret_set] : [],
          resources: { cpu: "500m", memory: "1Gi" },
          krispModels: { enabled: false },
          krispViva: { audioFilters: false }
        }
      },
      serviceId: row.id,
      createdAt: iso(row.updated_at),
      updatedAt: iso(row.updated_at)
    };
  }
  details(row, now) {
    const ready = this.isReady(row, now);
    const { id: _id, organizationId: _org, deletedAt: _deleted, ...item } = this.listItem(row, now);
    return {
      ...item,
      ready,
      available: ready,
      activeDeploymentReady: ready,
      autoScaling: { maxReplicas: row.max_agents, minReplicas: row.min_agents },
      activeSessionCount: 0,
      deployment: this.deployment(row),
      agentProfile: row.agent_profile,
      krispViva: { audioFilter: null }
    };
  }
};
function defaults(org, name, region, now) {
  return {
    org,
    name,
    id: (0, import_node_crypto.randomUUID)(),
    region,
    image: "emulator/agent:latest",
    node_type: "arm",
    agent_profile: "agent-1x",
    min_agents: 0,
    max_agents: 50,
    secret_set: null,
    pull_secret_set: null,
    deployment_id: (0, import_node_crypto.randomUUID)(),
    created_at: now,
    updated_at: now
  };
}
function iso(ms) {
  return new Date(ms).toISOString();
}
function isCount(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
function optionalName(value, existing) {
  if (value === void 0) return existing ?? void 0;
  if (value === null || value === "") return void 0;
  return typeof value === "string" ? value : false;
}

// src/emulator/agentStore.ts
var SCHEMA = `
CREATE TABLE IF NOT EXISTS agents (
  org TEXT NOT NULL,
  name TEXT NOT NULL,
  id TEXT NOT NULL,
  region TEXT NOT NULL,
  image TEXT NOT NULL,
  node_type TEXT NOT NULL,
  agent_profile TEXT NOT NULL,
  min_agents INTEGER NOT NULL,
  max_agents INTEGER NOT NULL,
  secret_set TEXT,
  pull_secret_set TEXT,
  deployment_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;
`;
var AgentStore = class {
  constructor(store) {
    this.store = store;
    const db = store.db;
    db.exec(SCHEMA);
    this.stmts = {
      list: db.prepare("SELECT * FROM agents WHERE org = ? ORDER BY name"),
      listInRegion: db.prepare("SELECT * FROM agents WHERE org = ? AND region = ? ORDER BY name"),
      get: db.prepare("SELECT * FROM agents WHERE org = ? AND name = ?"),
      count: db.prepare("SELECT COUNT(*) AS n FROM agents"),
      upsert: db.prepare(
        `INSERT INTO agents (org, name, id, region, image, node_type, agent_profile, min_agents, max_agents, secret_set,
           pull_secret_set, deployment_id, created_at, updated_at)
         VALUES (@org, @name, @id, @region, @image, @node_type, @agent_profile, @min_agents, @max_agents, @secret_set,
           @pull_secret_set, @deployment_id, @created_at, @updated_at)
         ON CONFLICT(org, name) DO UPDATE SET image = excluded.image, node_type = excluded.node_type,
           agent_profile = excluded.agent_profile, min_agents = excluded.min_agents, max_agents = excluded.max_agents,
           secret_set = excluded.secret_set, pull_secret_set = excluded.pull_secret_set,
           deployment_id = excluded.deployment_id, updated_at = excluded.updated_at`
      ),
      delete: db.prepare("DELETE FROM agents WHERE org = ? AND name = ?")
    };
  }
  store;
  stmts;
  list(org, region) {
    return region === void 0 ? this.stmts.list.all(org) : this.stmts.listInRegion.all(org, region);
  }
  get(org, name) {
    return this.stmts.get.get(org, name);
  }
  count() {
    return this.stmts.count.get()?.n ?? 0;
  }
  /** Inserts, or replaces the deployment of an existing agent (its id, region and creation time stay). */
  upsert(row) {
    this.stmts.upsert.run(row);
  }
  delete(org, name) {
    return this.stmts.delete.run(org, name).changes > 0;
  }
};

// src/emulator/chaos.ts
var RATE_FIELDS = ["errorRate", "rateLimitRate", "dropRate", "malformedRate", "hangRate", "hangAfterWriteRate", "errorAfterWriteRate"];
var WRITE_METHODS = /* @__PURE__ */ new Set(["PUT", "POST", "PATCH", "DELETE"]);
var SPEC_ITEMS = {
  latency: "latencyMs",
  error: "errorRate",
  errormethods: "errorMethods",
  rate429: "rateLimitRate",
  ratelimit: "rateLimitRate",
  retryafter: "retryAfterSeconds",
  drop: "dropRate",
  malformed: "malformedRate",
  hang: "hangRate",
  hangafterwrite: "hangAfterWriteRate",
  errorafterwrite: "errorAfterWriteRate",
  seed: "seed"
};
var SPEC_HELP = "expected comma-separated items like latency=200,error=0.3,errorMethods=GET,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,hangAfterWrite=0,errorAfterWrite=0,seed=7";
var HTTP_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
function parseChaosSpec(spec) {
  const chaos = {};
  const trimmed = spec.trim();
  if (trimmed === "") return chaos;
  for (const rawItem of trimmed.split(",")) {
    const item = rawItem.trim();
    if (item === "") continue;
    const eq = item.indexOf("=");
    if (eq <= 0) throw new Error(`Invalid chaos item '${item}': ${SPEC_HELP}`);
    const name = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    const field = SPEC_ITEMS[name.toLowerCase()];
    if (!field) throw new Error(`Unknown chaos item '${name}': ${SPEC_HELP}`);
    if (field === "errorMethods") {
      const methods = value.split(/[|+ ]/).map((m) => m.trim().toUpperCase()).filter(Boolean);
      if (methods.length === 0 || methods.some((m) => !HTTP_METHODS.has(m))) {
        throw new Error(`Invalid chaos item '${item}': errorMethods takes HTTP methods separated by '|', e.g. GET|PUT`);
      }
      chaos.errorMethods = methods;
      continue;
    }
    const number = value === "" ? Number.NaN : Number(value);
    if (!Number.isFinite(number)) throw new Error(`Invalid chaos item '${item}': ${name} must be a number`);
    chaos[field] = number;
  }
  return validateChaos(chaos, (field) => `chaos item for ${field}`);
}
function validateChaos(input, label = (f) => f) {
  if (input === null || input === void 0) return {};
  if (typeof input !== "object" || Array.isArray(input)) throw new Error("chaos options must be a JSON object");
  const source = input;
  const out = {};
  const known = /* @__PURE__ */ new Set([...RATE_FIELDS, "latencyMs", "errorMethods", "retryAfterSeconds", "seed"]);
  for (const key of Object.keys(source)) {
    if (!known.has(key)) throw new Error(`Unknown chaos option '${key}'`);
  }
  for (const field of RATE_FIELDS) {
    const value = source[field];
    if (value === void 0) continue;
    if (typeof value !== "number" || !(value >= 0 && value <= 1)) {
      throw new Error(`${label(field)} must be a number from 0 to 1`);
    }
    out[field] = value;
  }
  for (const field of ["latencyMs", "retryAfterSeconds"]) {
    const value = source[field];
    if (value === void 0) continue;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 6e5) {
      throw new Error(`${label(field)} must be a non-negative number`);
    }
    out[field] = value;
  }
  if (source.seed !== void 0) {
    if (typeof source.seed !== "number" || !Number.isInteger(source.seed)) throw new Error(`${label("seed")} must be an integer`);
    out.seed = source.seed;
  }
  if (source.errorMethods !== void 0) {
    const methods = source.errorMethods;
    if (!Array.isArray(methods) || methods.some((m) => typeof m !== "string" || !HTTP_METHODS.has(m.toUpperCase()))) {
      throw new Error(`${label("errorMethods")} must be a list of HTTP methods`);
    }
    out.errorMethods = methods.map((m) => m.toUpperCase());
  }
  return out;
}
function chaosFromEnv(env = process.env) {
  const spec = env.AGENTDECK_EMULATOR_CHAOS;
  return spec && spec.trim() ? parseChaosSpec(spec) : void 0;
}
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
var ChaosEngine = class {
  options;
  random = Math.random;
  errorMethods;
  constructor(options) {
    this.set(options);
  }
  get active() {
    return this.options !== void 0;
  }
  get retryAfterSeconds() {
    return this.options?.retryAfterSeconds ?? 1;
  }
  set(options) {
    const normalised = options ? validateChaos(options) : void 0;
    const hasEffect = normalised !== void 0 && ((normalised.latencyMs ?? 0) > 0 || RATE_FIELDS.some((field) => (normalised[field] ?? 0) > 0));
    this.options = hasEffect ? normalised : void 0;
    this.random = normalised?.seed !== void 0 ? mulberry32(normalised.seed) : Math.random;
    this.errorMethods = normalised?.errorMethods ? new Set(normalised.errorMethods) : void 0;
  }
  decide(method) {
    const o = this.options;
    if (!o) return { latencyMs: 0, fault: void 0 };
    const drop = this.random() < (o.dropRate ?? 0);
    const hang = this.random() < (o.hangRate ?? 0);
    const rateLimit = this.random() < (o.rateLimitRate ?? 0);
    const error = this.random() < (o.errorRate ?? 0) && (!this.errorMethods || this.errorMethods.has(method));
    const malformed = this.random() < (o.malformedRate ?? 0);
    const fault = drop ? "drop" : hang ? "hang" : rateLimit ? "rateLimit" : error ? "error" : malformed ? "malformed" : void 0;
    let after;
    if ((o.hangAfterWriteRate ?? 0) > 0 || (o.errorAfterWriteRate ?? 0) > 0) {
      const hangAfter = this.random() < (o.hangAfterWriteRate ?? 0);
      const errorAfter = this.random() < (o.errorAfterWriteRate ?? 0);
      if (!fault && WRITE_METHODS.has(method)) after = hangAfter ? "hangAfterWrite" : errorAfter ? "errorAfterWrite" : void 0;
    }
    return { latencyMs: o.latencyMs ?? 0, fault, ...after ? { after } : {} };
  }
};

// src/emulator/keys.ts
var import_node_crypto2 = require("node:crypto");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var KEYS_FILE = "keys.json";
var PREFIXES = {
  privateKey: "pk_emu_",
  userToken: "pcc_pat_emu_",
  roomKey: "daily_emu_"
};
function generateKeys() {
  const make = (prefix) => prefix + (0, import_node_crypto2.randomBytes)(24).toString("base64url");
  return { privateKey: make(PREFIXES.privateKey), userToken: make(PREFIXES.userToken), roomKey: make(PREFIXES.roomKey) };
}
function isValidKeys(value) {
  if (!value || typeof value !== "object") return false;
  const record = value;
  return Object.keys(PREFIXES).every((field) => {
    const key = record[field];
    return typeof key === "string" && key.startsWith(PREFIXES[field]) && key.length >= PREFIXES[field].length + 16;
  });
}
function loadOrCreateKeys(dataDir) {
  const file = (0, import_node_path.join)(dataDir, KEYS_FILE);
  if ((0, import_node_fs.existsSync)(file)) {
    if (((0, import_node_fs.statSync)(file).mode & 63) !== 0) (0, import_node_fs.chmodSync)(file, 384);
    let parsed;
    try {
      parsed = JSON.parse((0, import_node_fs.readFileSync)(file, "utf8"));
    } catch {
      throw new Error(`${file} is not valid JSON; delete it to generate new emulator keys`);
    }
    if (!isValidKeys(parsed)) throw new Error(`${file} does not hold valid emulator keys; delete it to generate new ones`);
    return { privateKey: parsed.privateKey, userToken: parsed.userToken, roomKey: parsed.roomKey };
  }
  const keys = generateKeys();
  const temp = `${file}.${process.pid}.tmp`;
  (0, import_node_fs.writeFileSync)(temp, JSON.stringify(keys, null, 2) + "\n", { mode: 384 });
  try {
    (0, import_node_fs.linkSync)(temp, file);
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    return loadOrCreateKeys(dataDir);
  } finally {
    (0, import_node_fs.rmSync)(temp, { force: true });
  }
  return keys;
}
function digest(value) {
  return (0, import_node_crypto2.createHash)("sha256").update(value).digest();
}
function createKeyMatcher(keys) {
  const expected = [
    ["private", digest(keys.privateKey)],
    ["user", digest(keys.userToken)],
    ["room", digest(keys.roomKey)]
  ];
  return (token) => {
    const presented = digest(token);
    let match;
    for (const [kind, hash2] of expected) {
      if ((0, import_node_crypto2.timingSafeEqual)(presented, hash2)) match = kind;
    }
    return match;
  };
}
var BEARER = /^Bearer +([^\s]+) *$/i;
function bearerToken(header) {
  if (!header) return void 0;
  const match = BEARER.exec(header);
  return match ? match[1] : void 0;
}

// src/emulator/oauth.ts
var import_node_crypto3 = require("node:crypto");
var OAUTH_CLIENT_ID = "agentdeck-emulator-cli";
var OAUTH_SCOPES = "openid email profile offline_access";
var ISSUER_PATH = "/oauth";
var DEFAULT_TOKEN_TTL_SECONDS = 86400;
var ACCESS_PREFIX = "emu_at_";
var REFRESH_PREFIX = "emu_rt_";
var CODE_TTL_MS = 6e4;
var EMULATOR_USER = { userId: "user_emu_1", email: "developer@agentdeck.local" };
var SCHEMA2 = `
CREATE TABLE IF NOT EXISTS oauth_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  family TEXT NOT NULL,
  expires_at INTEGER,
  revoked INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
`;
var hash = (value) => (0, import_node_crypto3.createHash)("sha256").update(value).digest("hex");
var s256 = (verifier) => (0, import_node_crypto3.createHash)("sha256").update(verifier, "ascii").digest("base64url");
var oauthError = (status, error, description) => ({
  status,
  body: { error, error_description: description }
});
function isLoopbackRedirect(uri) {
  try {
    const url = new URL(uri);
    return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}
var OAuthService = class {
  constructor(options) {
    this.options = options;
    this.db = options.db;
    this.ttlMs = options.tokenTtlSeconds * 1e3;
    this.now = options.now ?? Date.now;
    this.db.exec(SCHEMA2);
    this.stmts = {
      insert: this.db.prepare("INSERT INTO oauth_tokens (token_hash, kind, family, expires_at) VALUES (?, ?, ?, ?)"),
      get: this.db.prepare(
        "SELECT kind, family, expires_at, revoked FROM oauth_tokens WHERE token_hash = ?"
      ),
      revoke: this.db.prepare("UPDATE oauth_tokens SET revoked = 1 WHERE token_hash = ?"),
      revokeFamily: this.db.prepare("UPDATE oauth_tokens SET revoked = 1 WHERE family = ?")
    };
  }
  options;
  codes = /* @__PURE__ */ new Map();
  db;
  ttlMs;
  now;
  stmts;
  clientId = OAUTH_CLIENT_ID;
  get issuer() {
    return `${this.options.baseUrl()}${ISSUER_PATH}`;
  }
  authConfig() {
    return { status: 200, body: { issuer: this.issuer, client_id: OAUTH_CLIENT_ID, scopes: OAUTH_SCOPES } };
  }
  discovery() {
    const issuer = this.issuer;
    return {
      status: 200,
      body: {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code", "refresh_token"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["none"],
        scopes_supported: OAUTH_SCOPES.split(" ")
      }
    };
  }
  /** Approves at once: a redirect to `redirect_uri` with `code` and `state`, or a 400 naming the bad parameter. */
  authorize(query) {
    const text = (name) => typeof query[name] === "string" ? query[name] : "";
    if (text("client_id") !== OAUTH_CLIENT_ID) return oauthError(400, "invalid_client", "unknown client_id");
    const redirectUri = text("redirect_uri");
    if (!isLoopbackRedirect(redirectUri)) {
      return oauthError(400, "invalid_request", "redirect_uri must be an http URL on a loopback address");
    }
    if (text("response_type") !== "code") return oauthError(400, "unsupported_response_type", "response_type must be code");
    if (text("code_challenge_method") !== "S256") {
      return oauthError(400, "invalid_request", "code_challenge_method must be S256");
    }
    const challenge = text("code_challenge");
    if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
      return oauthError(400, "invalid_request", "code_challenge must be the base64url SHA-256 of the verifier");
    }
    const code = (0, import_node_crypto3.randomBytes)(24).toString("base64url");
    this.codes.set(code, { challenge, redirectUri, expiresAt: this.now() + CODE_TTL_MS });
    const target = new URL(redirectUri);
    target.searchParams.set("code", code);
    if (text("state") !== "") target.searchParams.set("state", text("state"));
    return { redirect: target.toString() };
  }
  token(form) {
    const body = form && typeof form === "object" ? form : {};
    const field = (name) => typeof body[name] === "string" ? body[name] : "";
    if (field("client_id") !== OAUTH_CLIENT_ID) return oauthError(401, "invalid_client", "unknown client_id");
    const grant = field("grant_type");
    if (grant === "authorization_code") return this.codeGrant(field("code"), field("redirect_uri"), field("code_verifier"));
    if (grant === "refresh_token") return this.refreshGrant(field("refresh_token"));
    return oauthError(400, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
  }
  codeGrant(code, redirectUri, verifier) {
    const pending = this.codes.get(code);
    this.codes.delete(code);
    if (!pending || pending.expiresAt < this.now()) return oauthError(400, "invalid_grant", "code is unknown, used or expired");
    if (pending.redirectUri !== redirectUri) return oauthError(400, "invalid_grant", "redirect_uri does not match");
    if (verifier === "" || s256(verifier) !== pending.challenge) {
      return oauthError(400, "invalid_grant", "code_verifier does not match the code_challenge");
    }
    return this.issue((0, import_node_crypto3.randomBytes)(8).toString("hex"));
  }
  refreshGrant(refreshToken) {
    const row = refreshToken === "" ? void 0 : this.stmts.get.get(hash(refreshToken));
    if (!row || row.kind !== "refresh" || row.revoked) {
      return oauthError(400, "invalid_grant", "refresh token is unknown, revoked or already used");
    }
    this.stmts.revoke.run(hash(refreshToken));
    return this.issue(row.family);
  }
  issue(family) {
    const access = ACCESS_PREFIX + (0, import_node_crypto3.randomBytes)(24).toString("base64url");
    const refresh = REFRESH_PREFIX + (0, import_node_crypto3.randomBytes)(24).toString("base64url");
    this.db.transaction(() => {
      this.stmts.insert.run(hash(access), "access", family, this.now() + this.ttlMs);
      this.stmts.insert.run(hash(refresh), "refresh", family, null);
    })();
    return {
      status: 200,
      body: {
        access_token: access,
        token_type: "Bearer",
        expires_in: Math.round(this.ttlMs / 1e3),
        refresh_token: refresh,
        scope: OAUTH_SCOPES
      }
    };
  }
  /** True for an access token this emulator issued that is neither expired nor revoked. */
  isValidAccessToken(token) {
    if (!token.startsWith(ACCESS_PREFIX)) return false;
    const row = this.stmts.get.get(hash(token));
    return row !== void 0 && row.kind === "access" && !row.revoked && (row.expires_at ?? 0) > this.now();
  }
  /** `POST /auth/logout {refresh_token}`: revokes the session the refresh token belongs to. */
  logout(body) {
    const token = body && typeof body === "object" ? body.refresh_token : void 0;
    if (typeof token !== "string" || token === "") {
      return { status: 400, body: { error: "refresh_token is required", code: "GENERIC_BAD_REQUEST" } };
    }
    const row = this.stmts.get.get(hash(token));
    if (row) this.stmts.revokeFamily.run(row.family);
    return { status: 200, body: { status: "OK" } };
  }
  user() {
    return {
      status: 200,
      body: { user: { userId: EMULATOR_USER.userId, emails: [{ emailAddress: EMULATOR_USER.email }] } }
    };
  }
};

// src/emulator/oauthRoutes.ts
function registerOAuthRoutes(app, oauth) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
  });
  app.get("/auth/config", async (_request, reply) => {
    const result = oauth.authConfig();
    return reply.code(result.status).send(result.body);
  });
  app.get(`${ISSUER_PATH}/.well-known/openid-configuration`, async (_request, reply) => {
    const result = oauth.discovery();
    return reply.code(result.status).send(result.body);
  });
  app.get(`${ISSUER_PATH}/authorize`, async (request, reply) => {
    const result = oauth.authorize(request.query);
    if ("redirect" in result) return reply.redirect(result.redirect, 302);
    return reply.code(result.status).send(result.body);
  });
  app.post(`${ISSUER_PATH}/token`, async (request, reply) => {
    const result = oauth.token(request.body);
    return reply.code(result.status).header("cache-control", "no-store").send(result.body);
  });
  app.post("/auth/logout", async (request, reply) => {
    const result = oauth.logout(request.body);
    return reply.code(result.status).send(result.body);
  });
}

// src/emulator/recordings.ts
var import_node_crypto4 = require("node:crypto");

// src/emulator/media/index.ts
var RECORDING_MEDIA_BASE64 = {
  /** cloud.mp4 */
  video: "AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAAfQbW9vdgAAAGxtdmhkAAAAAAAAAAAAAAAAAAAD6AAAB9AAAQAAAQAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAwAAA1p0cmFrAAAAXHRraGQAAAADAAAAAAAAAAAAAAABAAAAAAAAB9AAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAEAAAAAwAAAAAAAkZWR0cwAAABxlbHN0AAAAAAAAAAEAAAfQAAAIAAABAAAAAALSbWRpYQAAACBtZGhkAAAAAAAAAAAAAAAAAAAoAAAAUABVxAAAAAAALWhkbHIAAAAAAAAAAHZpZGUAAAAAAAAAAAAAAABWaWRlb0hhbmRsZXIAAAACfW1pbmYAAAAUdm1oZAAAAAEAAAAAAAAAAAAAACRkaW5mAAAAHGRyZWYAAAAAAAAAAQAAAAx1cmwgAAAAAQAAAj1zdGJsAAAAwXN0c2QAAAAAAAAAAQAAALFhdmMxAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAEAAMABIAAAASAAAAAAAAAABDExhdmMgbGlieDI2NAAAAAAAAAAAAAAAAAAAAAAAAAAAGP//AAAAN2F2Y0MBZAAK/+EAGWdkAAqscgREewEQAAADABAAAAMBQPEiWEYBAAdo6EODksiw/fj4AAAAABBwYXNwAAAAAQAAAAEAAAAUYnRydAAAAAAAABYMAAAWDAAAABhzdHRzAAAAAAAAAAEAAAAUAAAEAAAAABRzdHNzAAAAAAAAAAEAAAABAAAAYGN0dHMAAAAAAAAACgAAAAEAAAgAAAAAAQAAKAAAAAABAAAQAAAAAAMAAAAAAAAABAAABAAAAAABAAAoAAAAAAEAABAAAAAAAwAAAAAAAAAEAAAEAAAAAAEAAAgAAAAAKHN0c2MAAAAAAAAAAgAAAAEAAAACAAAAAQAAAAIAAAABAAAAAQAAAGRzdHN6AAAAAAAAAAAAAAAUAAAD3QAAAFgAAAAMAAAADQAAAA0AAAANAAAADQAAAA0AAAANAAAADQAAAGAAAAAPAAAADQAAAA0AAAANAAAADQAAAA0AAAANAAAADgAAABwAAABcc3RjbwAAAAAAAAATAAAIAAAADOMAAA5HAAAPXQAAD+QAABDrAAARfgAAEo8AABMfAAAUJAAAFZAAABYaAAAXKAAAF7cAABjEAAAZWwAAGm4AABr4AAAcAwAAA8V0cmFrAAAAXHRraGQAAAADAAAAAAAAAAAAAAACAAAAAAAAB9AAAAAAAAAAAAAAAAEBAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAkZWR0cwAAABxlbHN0AAAAAAAAAAEAAAfQAAAEAAABAAAAAAM9bWRpYQAAACBtZGhkAAAAAAAAAAAAAAAAAAA+gAAAgQBVxAAAAAAALWhkbHIAAAAAAAAAAHNvdW4AAAAAAAAAAAAAAABTb3VuZEhhbmRsZXIAAAAC6G1pbmYAAAAQc21oZAAAAAAAAAAAAAAAJGRpbmYAAAAcZHJlZgAAAAAAAAABAAAADHVybCAAAAABAAACrHN0YmwAAAB+c3RzZAAAAAAAAAABAAAAbm1wNGEAAAAAAAAAAQAAAAAAAAAAAAIAEAAAAAA+gAAAAAAANmVzZHMAAAAAA4CAgCUAAgAEgICAF0AVAAAAAABA/wAAQP8FgICABRQIVuUABoCAgAECAAAAFGJ0cnQAAAAAAABA/wAAQP8AAAAgc3R0cwAAAAAAAAACAAAAIAAABAAAAAABAAABAAAAANxzdHNjAAAAAAAAABEAAAABAAAAAQAAAAEAAAACAAAAAgAAAAEAAAAEAAAAAQAAAAEAAAAFAAAAAgAAAAEAAAAGAAAAAQAAAAEAAAAHAAAAAgAAAAEAAAAIAAAAAQAAAAEAAAAJAAAAAgAAAAEAAAALAAAAAQAAAAEAAAAMAAAAAgAAAAEAAAANAAAAAQAAAAEAAAAOAAAAAgAAAAEAAAAPAAAAAQAAAAEAAAAQAAAAAgAAAAEAAAARAAAAAQAAAAEAAAASAAAAAgAAAAEAAAATAAAABQAAAAEAAACYc3RzegAAAAAAAAAAAAAAIQAAAK4AAACxAAAApwAAAIUAAACEAAAAegAAAH4AAAB8AAAAhgAAAIEAAACDAAAAgwAAAHsAAAB9AAAAgwAAAIkAAAB7AAAAfQAAAIQAAACCAAAAgQAAAH8AAACKAAAAgQAAAIUAAAB9AAAAfwAAAH4AAAB4AAAAhgAAAJwAAACKAAAABQAAAFxzdGNvAAAAAAAAABMAAAw1AAAM7wAADlQAAA9qAAAP8QAAEPgAABGLAAASnAAAEywAABSEAAAVnwAAFicAABc1AAAXxAAAGNEAABloAAAaewAAGwYAABwfAAAAGnNncGQBAAAAcm9sbAAAAAIAAAAB//8AAAAcc2JncAAAAAByb2xsAAAAAQAAACEAAAABAAAAPXVkdGEAAAA1bWV0YQAAAAAAAAAhaGRscgAAAAAAAAAAbWRpcmFwcGwAAAAAAAAAAAAAAAAIaWxzdAAAAAhmcmVlAAAWUG1kYXQAAAKwBgX//6zcRem95tlIt5Ys2CDZI+7veDI2NCAtIGNvcmUgMTY0IHIzMDk1IGJhZWU0MDAgLSBILjI2NC9NUEVHLTQgQVZDIGNvZGVjIC0gQ29weWxlZnQgMjAwMy0yMDIyIC0gaHR0cDovL3d3dy52aWRlb2xhbi5vcmcveDI2NC5odG1sIC0gb3B0aW9uczogY2FiYWM9MSByZWY9MTYgZGVibG9jaz0xOjA6MCBhbmFseXNlPTB4MzoweDEzMyBtZT11bWggc3VibWU9MTAgcHN5PTEgcHN5X3JkPTEuMDA6MC4wMCBtaXhlZF9yZWY9MSBtZV9yYW5nZT0yNCBjaHJvbWFfbWU9MSB0cmVsbGlzPTIgOHg4ZGN0PTEgY3FtPTAgZGVhZHpvbmU9MjEsMTEgZmFzdF9wc2tpcD0xIGNocm9tYV9xcF9vZmZzZXQ9LTIgdGhyZWFkcz0xIGxvb2thaGVhZF90aHJlYWRzPTEgc2xpY2VkX3RocmVhZHM9MCBucj0wIGRlY2ltYXRlPTEgaW50ZXJsYWNlZD0wIGJsdXJheV9jb21wYXQ9MCBjb25zdHJhaW5lZF9pbnRyYT0wIGJmcmFtZXM9OCBiX3B5cmFtaWQ9MiBiX2FkYXB0PTIgYl9iaWFzPTAgZGlyZWN0PTMgd2VpZ2h0Yj0xIG9wZW5fZ29wPTAgd2VpZ2h0cD0yIGtleWludD0yNTAga2V5aW50X21pbj0xMCBzY2VuZWN1dD00MCBpbnRyYV9yZWZyZXNoPTAgcmNfbG9va2FoZWFkPTYwIHJjPWNyZiBtYnRyZWU9MSBjcmY9NDAuMCBxY29tcD0wLjYwIHFwbWluPTAgcXBtYXg9NjkgcXBzdGVwPTQgaXBfcmF0aW89MS40MCBhcT0xOjEuMDAAgAAAASVliIEAf9FWKdg4HnPydiTGQOm5NjSWbjqlVny7BMycVhV4+IEbQmFXeOKOkn1xAAVKM4+QB5fwSUeKcAfY6RSbK7ZXfpywT4hl+M3bGWvImX9UNBwEmQSE1B+OL0flcwmU6k3hYXGkWPVyBYAFC2ot5j796JCTxwDaseIyZlXtrhYDWTmvjSaLRHfGlgt2fgMqwKjcDhiLKBjLd2gbpuCR34dtj0PG6LyA3+4zN2Uy3TYKjC+6cjv17PjphI+BfVXYp6a4Jd1lKZB//TSA+NdAvw/zjbLXVnavcvBBYPh1vD5349h/KDidVUwg0ckz1v7VtyCVaqIM7lL0uNUfuf8P274FgtH7vdokfNBDbEZBlJRP4fMqWQ82gmTxISM7pUnPGXJdgQAAAFRBmgktiT9pVb/6q3Awc+lZrGziNzZRYk94PgSVZ7u/bD+4C9wWKn4JE83thyxB8zKD+RaTFzrJ4OkOud7kV8EmLb2lV2zNpxCA2lLcX3rQaY+5qTgBIlCtMHSKpXdfZ9acUTJUlypSEkGjsw5izDbWK4liuktG6S4tzFsXR24YtGMxTzPVM5SzipTTwnEP4eo4W2/f6mgL+4O61uVm5VrVbndbXXbW2qZ02dNamtTWmWmSmSmSiSiWiSgYGBgYGBgYGBgYGBgYGBkQMDAwMDAwMDIjZs2bBkSKWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXgAAAAIQZ4QhxEfp4EA9Jba2XNlyyLCbUJMJuJw//rf9/rWtNarn//l/6/iNW4c//1f/b9TUu77//5f+f7mpOLFLd9hAkhul5554JeSGCReirC5ZsHj52LyPL3ntLce+/nbupnennenne5p3p1KeTOc6nnuaqlWEvdn71HPvz2fvoQhAQMIhSXUixgykaKVJHVIME3SQTdBgm6DBITkDWXbtokdXCSuvxqr9DSPtwOdwjNKYGBgYkOZBs1Ds+AA7PCtNDYZQMTnxv59/2z/T4rSTLWuS0XqpOBS317+l9mf0i/Xc6i7J7V4twlQubzr/VPU9RZWQu2neNUrtw2TU/1os1Jv23NVNOqmS4nacTYY0y4GZNmzbwmQq8MMMHE2pxmZh7+/uMnxmGf30DJ8Zhn99Af+Mwd99CH/jMF5yB/gBr3IDxzCz39wfJ8BPvtA+PhidHuD/HjWf0UJ/Dn9F6LCXSuY4AAAAAkBnhgmiEv/t4AA5DCtLENqndafs//v1//4TfVdy9zfWt+vhe9N8bDUwtTTPU8084d/ca8xec210z9e+RTOViYWJpYjgAozqGsAKgBn6nYydvm7uvDGumtnZwJnbcz9J1yLQT8ZuzCzm0mCKxFYxvCg5yUF/nJfALDIZCAsMyOfAcdBAYDuD6pFhuAkAqzgAOIwoHZYGQ1mS/Ff/2/+P//HGqrjua7mprfPnxrrnVVoNMtMzps65jWttoaeft7XrNXS+ny+ny+lUAv0sA/QXAHHxX3r94t59596ijXRgahRiBVi9hkMhIv3aFgC4FBeQ0HSHrkWCRXiLyHAO0PmFhQRyHPgK8BeQ4BgPIAcYFyEiug4AAAACQGeGEaIS/+3gQDoMJh2ZhnFQmNxXn83//c/r//3SbvmTJv4nPN3XDWZwHMDtvt6d+3f8n9rzRe/FNI1sETiDWwgHql0Z/406AZ/myM3Z39nVZdZBwsHcrvFyK5BYwsxySK6ZcgyEVjZTg9onBrHdZiiQ9fIc+Av2EHnhieAUSg0g8+cAAAACQGeGGaIS/+3gQDmMKDWUhq0zNN4//zef//WptMMrzXt49dZ0jvoGWqLWTlZP5trlbHhWNlk5VzSscrY7KpTAGXPWBkbYBcs3RFzRFzOliYUyVl8vl8p6oZ+QVAuBWg0GQsV79igQLkIFaCwkO4KCw4+MjxFjAymNM913+6+WCZhebgLwVDeOADqMKDWRBqc2tSsr/+9/b//e59nNVbfVdd821vi1AEQSps6bX2tta23BrrXOrbaLnaHRd58AcX8LoNeAb1varY+fLaSq0svyb5MBG+d1ygQLgOAug7QoPvkkXIKmJIxM5RM/gpYVyqRhTP1bv918oljefGJ5mKrvwVD1nAAAAAJAZ4YrUhL/7eBAOYwhDBbIg1ovU9ev/7P9f//3t3LrfGU6O7V1OeOfMEpATQk4LvI2fM/n8n+dBuwy0E0FAFx1vV0MvAJ4g7QnniM4g1gZEDA790QsqQgXsXsMBkNB/DgEhASEhId4YDEC5Fh+n2jj0C+wX8A7woKCeA58BfqCA5B9Ij/rYoX7uA5hUDjzOAAAAAJAZ4YzUhL/7eBAN4wqWg1MbVW9V//m6//86KtvXNXft68earRM4E9O16RkpGSlZLI5LI9yzXiuJejMk8vTy9CRRO/Nf/AiKLYrbRPNE8umKYUZ3qkJIlbl0qE3angEhykjoCQkPSJiLYUSqzHuO8VTi+RO6seK7xjSPYu/3XtE8D0sxO+Fu6qRe1cAOAwqNYoGgzeoTGkeOf/6Xz//5+FSqvnLX8e/fF7mrqtBs1fmsdGx1djsbjrj2LWde3l+hKalXLVTgAS9O0IF4ANFWxovOzedWxopUX5SE7IEp5Jjz2i9oljZCLMeqJlGpBcxLFWeDZIvtU8SZFMgmPMOfAce0g9OMLwIqu9FpkXnzgAAAAJAZ4Y7UhL/7eAAOQwiDaVu4cfpn/9P1///vKnK3M8zjv3+JXGTfEA1H0idwutoa4JzX7BsfshO5GNoTpD4oA3JMT7K8AGz80T3BIu6Gax8t6rW9ToX3hYIFSHAMBIWL/CwgUFSEBsIDYYgcYFQPPQvYcBfxDiGQsO6Rz4DjoIDtDsD6JEwPfIuAC+k4AAAAAJAZ4ZDUhL/7eAAOQwqWL3IY3lnu//x/H//jje9YOZXtrfrV9eL45mwZNCss5yWR92yOxb7v3puZb7vyV6eYJ5ekpuKJDnvaw4ouY5lbXq227BwQowqG/fz3+X8GlSKaU1SKhqUJqF1LrGhQmpF5OGHMALCwsATsG/aK4ZFnIPMxUXgBZwAOYwoNYqGsRKknq//62//5LvOdTn2+eLrz645mrznW9Blqa1NnTbbFxsXG9n3vB8KbOtZ2t11bHAE0/Amd+glhvOhUr8+w0pcpXEqu3OMsigmBUBAeIx0hIaFe/YoAVASEB8gkNSLkUHH0Cu0OQZDrIKGRKKobyLEEoKhrcAAABcQZoaSTUCAtEymBHfjhD3Zei9Nd+lMtl7NhU0G85QqskRmQKKrZP5ksMX7HR0ZvC70Ok1D02g52thpbE9/HepyrKMJ45Un//2vntuAhb3Pu4Drz/0piObfxgDD/EA6DCENFsiDNrncaeuf/62f/+LzVVzqmZ9NnP1u6lwVqQWRBqI+MrfYND2zb1E/WI9QrUFACP1egitoAzRMcUdboW2wn0GBgYGDq8+VySL10qpmNY5yUFEixgemEXpsVUjd38m7lhmGwMxWUBA3hjkLyDEOSGhRn5bFyOLJee0uwrnOADkMKlMNaOLr3z//F8f/94ukO0JKZ7c9UA0ZCYyUjXn3Yth37dfUuU8y7ymqN9UYKBTOookef7wBFF3LZcFUalfySXXXTF9dL7SMj3MVON0rHYXfhA/EX3BIZDvgWFAkUFWK5hgOuBMCpDwDgLyK+gOsICw93AOA57FdAj2B0B9kDcDEDnAuRdHAAAAC0GeIaXER7vgnrwaAN4wrSxDaoRM4c++//6m///dcJSp4amucvOoKoQaCz06cWxXFqdxLRuzuLauwmmsJWmlaWUyU8UAIeRZUJNACyoa6nDokaSaSbBnZ6HZ2Vn2vKLd1vk6PMkUzkplEoBFIxM0FAvwgvIslmZy7LFqIsiWFtMzFBNSLSFnAAAACQGeKUWiEv+3gADkMKjWKBrAzL6n2f/3/n//v7OTNa9L1V0U0476AQI4LlwWptdo0PLP4+8fF/EK4WnjK3WKcUAUJMDyquANfiT4mvxN3MjkFoRMTYUESEDnsPEV0BsKDMhAqRQAbDvDvDmGZFyL8BewKpFEjyJF60J+I9LMbwSqR+rO43LgAOIwoNYmGQno0zfr//L/p/+uuF811mVxkb6zjd6548Blomlk5WT8Wp03J5Wx4XV62p3tP1oYIRgAPXUooB79vK+28r7b7Tnnpnq5i4CRfAg3Yi6DMMw48CgQKBAqwyDcHIkXAuB2PfSXzBIZBmGYZQV5AuRu0RWIZBqB5KGMjWgJCAHAAAAACQGeKWWiEv+3gQDmMK0QNCGtQmZ5uvzX/9+v//XGmXN34lavnOpKnHd4EqZhTTzPU84ts3R2jeLr04u4t5qSpkrUsrSyfAEXY0zjeQDFtprU2dNKZaZa0MDcmBidc37qlT2e0g9XeZMCxy0iyUQisVZoNNM8uwV2iR3GQwpn6wi+1SisY3hlGeC4XcAAAAAJAZ4phaIS/7eBAOIwqNYoGgloXfvX/9X8///vrMm6653em9ePrd5I1gBClFEuSWcqHhKvZH/WNbWSzD++P8IuAE8/g3svAMzPiR/c7ehbxI5DcsvUy0Jy4CBx7RzyEBoMh5gkJCABsID4h67EwLgfh2DjoJDQaCgsI5BAqAgNB1h9kCJHMK4CgujgAN4wrUb1KY2/N/xf/9/f/8ntzrd815rmuM1k1ldTKBiYXUwokKklpajaOyLPXTP/b/qyNUntuN9QRAD3XZtfDAEIb6gpwiFxBT+1p9rq/VaalFyKh4jeHoEzaTLEV0sLIY1ouIXBflQcABQbDQbgdXIIDwTwN8VeagqnFopFnAAAAAkBninMkhL/t4EA6jCtEDQqxfWa/Tn//V5//83rd3Mnp1k5nty1XCqCZKiS21bNtRjGU8z1bOSuYe1u1Ux1qaUyU8IAGwmgAqgB3W5qps5mMy0y1RCQkNCSokJFhITtq+DXZgV3hoKDysWCRcACA0HTA9+xmQgeWxeQgVgNBIUL8pFwL7BXaK9ocQ+uBMDcCoFQEnAAAAAJAZ4p7JIS/7eAAOAwqNYoGb1EZV29+f/6fr//xxK3ffTaut3Vq65ve/YGjMctVPsNZb1edK8arVTm/TLuMh6ovWLwQBJ0xLI3gA9PmaOs0dZXRI8Qtj4W1TamUIvXjLx3rmBnOSnFpJlk8DIeM8ODnJRn5dIug5C/gHSYkzyZF9skZyqRRKL2JFu3AOQwqNZTaqXFT1X/9X1//31NxzqZmryd+2sm7SgKMxGYwUDQQd9p9NF6DV9kT6aBgIOAg3YBCJ0gbFFAL7jiBuSBuRuqCmgRhra3FrbyMqEXyyeJ5gqseUSi0kyxhTO2Byge6Bxgv8PVJfqFWHiHQFhYY4BAvYcBew4h98jUjukcYCAg4AAAAAkBnioMkhL/t4AA6DCtSEUZpUJmddP61//Vf/x8VK45rr3tJi2t8c3NhKmOpoLBoLT3FvG3cPcWYeZvuP25KmWUyVMlHAFKdgVOVtgEFamlM0tTNMDa2BgbUxL2ODQAxAug9QrqKMxzkipAIsxieEbKRz9UldouY1jAkaIWToylXmIqrwUA4AAAAAoBnioskhL/uSyBAOIwoNYoIblOup6z/+3/x///9pe27179Ga5vVVbUBlqiVNnWtva11bouDx9H/d6P3uO9fiiAHHg4MlFgFZX3n9BX6C/efeLefeOw/s7MGkReeJeK/PFWU8mlBUguUZSrPB7iRfjJVgDYQEBQcQQKkOQcA7g9kjrgc5HGRYXs4ADiMKjWU3qQxnT53//d+3//jid6zeuThl1Gt3xO7AQswUZ26M0WDtmb3XF8w8Wko5B7SJxHQBkeT6neR4AsCb4g54g50DGwKaAXV1e11e/NpEXrJRWKJHoE4KkAwsxRli5iUF/nJXQEhYSFhYr3yEDjhLG/OGF4JzE4vYJlnAAAABhBmipptQIC2tEymAEJf5cJJQmW9BlktJwA5jCg1kYZ0dTPl//fz//vpzqZjesvrPXStOuUDTM5nhcHhWvzfL/l/XsuT83+LVzSo0qLRAAz8p8UOAFzTzBnbBna7mHHDG1nZwJnZ2LpNSLcp4mcqzm0mVSgsRWMbvGkQesRTMS5RM+cWi/hkWqYneKrRaCcFHAA5jCg1iYi1Lbr/+3/x//446njzl1uq1qvf74vFyBplIkokqjGta6t21botDx63RaHRaHv3gC/SwD9BcAfT8cauPBKuPCjhRVRVrGDcIm0SngPPA7/iL7A4hIcwuBYIAFBAdIffJffAuR5/qk50LoO0O0KCgjkLBAvIZDAfxkYgcQqRYVo4AEGUK0wMqsd4/j8/+fPndRd2kki9+SZ0Lbpt1onZGFsWxTDoOxOD0/bdtxdbULk+uZ0CQIggt9sbg/UW5X+0qY4/pb7clsbTaVEzEIhpttttjPh9vtcn5/Mw+32IfP57x9vtcOz5xjw+xDs+cY8PtcLPnvGG0CT5/MYXgAdY8PDaiT57wf7XCT5xg/22knr3gCUBAH2+32Enz3oPwEEl7ILoqLE23hu43AeP/7X8/fzxLcT//Rr/zsCf4//pf9YCQE1xV4mO+69i+lsbWxFQUVEUVEUVBRGKAIIhUAUCGhDhIrV66kD5NqqnCWUUX+f5rD///xh/H9+Hx/DDw+vD/9f/+vD+f9PA6f0/p5JUEieGiaiUILitpN5scWxbFmZmZmZmZmbgAEYgbRw",
  /** cloud-audio-only.m4a */
  audio: "AAAAHGZ0eXBNNEEgAAACAE00QSBpc29taXNvMgAAA1ptb292AAAAbG12aGQAAAAAAAAAAAAAAAAAAAPoAAAH0AABAAABAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAACqXRyYWsAAABcdGtoZAAAAAMAAAAAAAAAAAAAAAEAAAAAAAAH0AAAAAAAAAAAAAAAAQEAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAACRlZHRzAAAAHGVsc3QAAAAAAAAAAQAAB9AAAAQAAAEAAAAAAiFtZGlhAAAAIG1kaGQAAAAAAAAAAAAAAAAAAD6AAACBAFXEAAAAAAAtaGRscgAAAAAAAAAAc291bgAAAAAAAAAAAAAAAFNvdW5kSGFuZGxlcgAAAAHMbWluZgAAABBzbWhkAAAAAAAAAAAAAAAkZGluZgAAABxkcmVmAAAAAAAAAAEAAAAMdXJsIAAAAAEAAAGQc3RibAAAAGpzdHNkAAAAAAAAAAEAAABabXA0YQAAAAAAAAABAAAAAAAAAAAAAgAQAAAAAD6AAAAAAAA2ZXNkcwAAAAADgICAJQABAASAgIAXQBUAAAAAAED/AABA/wWAgIAFFAhW5QAGgICAAQIAAAAgc3R0cwAAAAAAAAACAAAAIAAABAAAAAABAAABAAAAABxzdHNjAAAAAAAAAAEAAAABAAAAIQAAAAEAAACYc3RzegAAAAAAAAAAAAAAIQAAAK4AAACxAAAApwAAAIUAAACEAAAAegAAAH4AAAB8AAAAhgAAAIEAAACDAAAAgwAAAHsAAAB9AAAAgwAAAIkAAAB7AAAAfQAAAIQAAACCAAAAgQAAAH8AAACKAAAAgQAAAIUAAAB9AAAAfwAAAH4AAAB4AAAAhgAAAJwAAACKAAAABQAAABRzdGNvAAAAAAAAAAEAAAOGAAAAGnNncGQBAAAAcm9sbAAAAAIAAAAB//8AAAAcc2JncAAAAAByb2xsAAAAAQAAACEAAAABAAAAPXVkdGEAAAA1bWV0YQAAAAAAAAAhaGRscgAAAAAAAAAAbWRpcmFwcGwAAAAAAAAAAAAAAAAIaWxzdAAAAAhmcmVlAAAQzW1kYXQBIlCtMHSKpXdfZ9acUTJUlypSEkGjsw5izDbWK4liuktG6S4tzFsXR24YtGMxTzPVM5SzipTTwnEP4eo4W2/f6mgL+4O61uVm5VrVbndbXXbW2qZ02dNamtTWmWmSmSmSiSiWiSgYGBgYGBgYGBgYGBgYGBkQMDAwMDAwMDIjZs2bBkSKWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXgA9Jba2XNlyyLCbUJMJuJw//rf9/rWtNarn//l/6/iNW4c//1f/b9TUu77//5f+f7mpOLFLd9hAkhul5554JeSGCReirC5ZsHj52LyPL3ntLce+/nbupnennenne5p3p1KeTOc6nnuaqlWEvdn71HPvz2fvoQhAQMIhSXUixgykaKVJHVIME3SQTdBgm6DBITkDWXbtokdXCSuvxqr9DSPtwOdwjNKYGBgYkOZBs1Ds+AA7PCtNDYZQMTnxv59/2z/T4rSTLWuS0XqpOBS317+l9mf0i/Xc6i7J7V4twlQubzr/VPU9RZWQu2neNUrtw2TU/1os1Jv23NVNOqmS4nacTYY0y4GZNmzbwmQq8MMMHE2pxmZh7+/uMnxmGf30DJ8Zhn99Af+Mwd99CH/jMF5yB/gBr3IDxzCz39wfJ8BPvtA+PhidHuD/HjWf0UJ/Dn9F6LCXSuY4ADkMK0sQ2qd1p+z/+/X//hN9V3L3N9a36+F703xsNTC1NM9TzTzh39xrzF5zbXTP175FM5WJhYmliOACjOoawAqAGfqdjJ2+bu68Ma6a2dnAmdtzP0nXItBPxm7MLObSYIrEVjG8KDnJQX+cl8AsMhkICwzI58Bx0EBgO4PqkWG4CQCrOAA4jCgdlgZDWZL8V//b/4//8caquO5ruamt8+fGuudVWg0y0zOmzrmNa22hp5+3tes1dL6fL6fL6VQC/SwD9BcAcfFfev3i3n3n3qKNdGBqFGIFWL2GQyEi/doWALgUF5DQdIeuRYJFeIvIcA7Q+YWFBHIc+ArwF5DgGA8gBxgXISK6DgA6DCYdmYZxUJjcV5/N//3P6//90m75kyb+Jzzd1w1mcBzA7b7enft3/J/a80XvxTSNbBE4g1sIB6pdGf+NOgGf5sjN2d/Z1WXWQcLB3K7xciuQWMLMckiumXIMhFY2U4PaJwax3WYokPXyHPgL9hB54YngFEoNIPPnADmMKDWUhq0zNN4//zef//WptMMrzXt49dZ0jvoGWqLWTlZP5trlbHhWNlk5VzSscrY7KpTAGXPWBkbYBcs3RFzRFzOliYUyVl8vl8p6oZ+QVAuBWg0GQsV79igQLkIFaCwkO4KCw4+MjxFjAymNM913+6+WCZhebgLwVDeOADqMKDWRBqc2tSsr/+9/b//e59nNVbfVdd821vi1AEQSps6bX2tta23BrrXOrbaLnaHRd58AcX8LoNeAb1varY+fLaSq0svyb5MBG+d1ygQLgOAug7QoPvkkXIKmJIxM5RM/gpYVyqRhTP1bv918oljefGJ5mKrvwVD1nAA5jCEMFsiDWi9T16//s/1///e3cut8ZTo7tXU5458wSkBNCTgu8jZ8z+fyf50G7DLQTQUAXHW9XQy8AniDtCeeIziDWBkQMDv3RCypCBexewwGQ0H8OASEBISEh3hgMQLkWH6faOPQL7BfwDvCgoJ4DnwF+oIDkH0iP+tihfu4DmFQOPM4ADeMKloNTG1VvVf/5uv//Oirb1zV37evHmq0TOBPTtekZKRkpWSyOSyPcs14riXozJPL08vQkUTvzX/wIii2K20TzRPLpimFGd6pCSJW5dKhN2p4BIcpI6AkJD0iYi2FEqsx7jvFU4vkTurHiu8Y0j2Lv917RPA9LMTvhbuqkXtXADgMKjWKBoM3qExpHjn/+l8//+fhUqr5y1/Hv3xe5q6rQbNX5rHRsdXY7G4649i1nXt5foSmpVy1U4AEvTtCBeADRVsaLzs3nVsaKVF+UhOyBKeSY89ovaJY2QizHqiZRqQXMSxVng2SL7VPEmRTIJjzDnwHHtIPTjC8CKrvRaZF584AOQwiDaVu4cfpn/9P1///vKnK3M8zjv3+JXGTfEA1H0idwutoa4JzX7BsfshO5GNoTpD4oA3JMT7K8AGz80T3BIu6Gax8t6rW9ToX3hYIFSHAMBIWL/CwgUFSEBsIDYYgcYFQPPQvYcBfxDiGQsO6Rz4DjoIDtDsD6JEwPfIuAC+k4AA5DCpYvchjeWe7//H8f/+ON71g5le2t+tX14vjmbBk0KyznJZH3bI7Fvu/em5lvu/JXp5gnl6Sm4okOe9rDii5jmVterbbsHBCjCob9/Pf5fwaVIppTVIqGpQmoXUusaFCakXk4YcwAsLCwBOwb9orhkWcg8zFReAFnAA5jCg1ioaxEqSer//rb//ku851Ofb54uvPrjmavOdb0GWprU2dNtsXGxcb2fe8Hwps61na3XVscATT8CZ36CWG86FSvz7DSlylcSq7c4yyKCYFQEB4jHSEhoV79igBUBIQHyCQ1IuRQcfQK7Q5BkOsgoZEoqhvIsQSgqGtwDoMIQ0WyIM2udxp65//rZ//4vNVXOqZn02c/W7qXBWpBZEGoj4yt9g0PbNvUT9Yj1CtQUAI/V6CK2gDNExxR1uhbbCfQYGBgYOrz5XJIvXSqmY1jnJQUSLGB6YRemxVSN3fybuWGYbAzFZQEDeGOQvIMQ5IaFGflsXI4sl57S7Cuc4AOQwqUw1o4uvfP/8Xx//3i6Q7Qkpntz1QDRkJjJSNefdi2Hft19S5TzLvKao31RgoFM6iiR5/vAEUXctlwVRqV/JJdddMX10vtIyPcxU43Ssdhd+ED8RfcEhkO+BYUCRQVYrmGA64EwKkPAOAvIr6A6wgLD3cA4DnsV0CPYHQH2QNwMQOcC5F0cA3jCtLENqhEzhz77//qb//91wlKnhqa5y86gqhBoLPTpxbFcWp3EtG7O4tq7CaawlaaVpZTJTxQAh5FlQk0ALKhrqcOiRpJpJsGdnodnZWfa8ot3W+To8yRTOSmUSgEUjEzQUC/CC8iyWZnLssWoiyJYW0zMUE1ItIWcA5DCo1igawMy+p9n/9/5//7+zkzWvS9VdFNOO+gECOC5cFqbXaNDyz+PvHxfxCuFp4yt1inFAFCTA8qrgDX4k+Jr8TdzI5BaETE2FBEhA57DxFdAbCgzIQKkUAGw7w7w5hmRci/AXsCqRRI8iRetCfiPSzG8EqkfqzuNy4ADiMKDWJhkJ6NM36//y/6f/rrhfNdZlcZG+s43euePAZaJpZOVk/FqdNyeVseF1etqd7T9aGCEYAD11KKAe/byvtvK+2+0556Z6uYuAkXwIN2IugzDMOPAoECgQKsMg3ByJFwLgdj30l8wSGQZhmGUFeQLkbtEViGQageShjI1oCQgBwADmMK0QNCGtQmZ5uvzX/9+v//XGmXN34lavnOpKnHd4EqZhTTzPU84ts3R2jeLr04u4t5qSpkrUsrSyfAEXY0zjeQDFtprU2dNKZaZa0MDcmBidc37qlT2e0g9XeZMCxy0iyUQisVZoNNM8uwV2iR3GQwpn6wi+1SisY3hlGeC4XcAA4jCo1igaCWhd+9f/1fz//++sybrrnd6b14+t3kjWAEKUUS5JZyoeEq9kf9Y1tZLMP74/wi4ATz+Dey8AzM+JH9zt6FvEjkNyy9TLQnLgIHHtHPIQGgyHmCQkIAGwgPiHrsTAuB+HYOOgkNBoKCwjkECoCA0HWH2QIkcwrgKC6OAA3jCtRvUpjb83/F//39//ye3Ot3zXmua4zWTWV1MoGJhdTCiQqSWlqNo7Is9dM/9v+rI1Se2431BEAPddm18MAQhvqCnCIXEFP7Wn2ur9VpqUXIqHiN4egTNpMsRXSwshjWi4hcF+VBwAFBsNBuB1cggPBPA3xV5qCqcWikWcAOowrRA0KsX1mv05//1ef//N63dzJ6dZOZ7ctVwqgmSokttWzbUYxlPM9WzkrmHtbtVMdamlMlPCABsJoAKoAd1uaqbOZjMtMtUQkJDQkqJCRYSE7avg12YFd4aCg8rFgkXAAgNB0wPfsZkIHlsXkIFYDQSFC/KRcC+wV2ivaHEPrgTA3AqBUBJwAOAwqNYoGb1EZV29+f/6fr//xxK3ffTaut3Vq65ve/YGjMctVPsNZb1edK8arVTm/TLuMh6ovWLwQBJ0xLI3gA9PmaOs0dZXRI8Qtj4W1TamUIvXjLx3rmBnOSnFpJlk8DIeM8ODnJRn5dIug5C/gHSYkzyZF9skZyqRRKL2JFu3AOQwqNZTaqXFT1X/9X1//31NxzqZmryd+2sm7SgKMxGYwUDQQd9p9NF6DV9kT6aBgIOAg3YBCJ0gbFFAL7jiBuSBuRuqCmgRhra3FrbyMqEXyyeJ5gqseUSi0kyxhTO2Byge6Bxgv8PVJfqFWHiHQFhYY4BAvYcBew4h98jUjukcYCAg4ADoMK1IRRmlQmZ10/rX/9V//HxUrjmuve0mLa3xzc2EqY6mgsGgtPcW8bdw9xZh5m+4/bkqZZTJUyUcAUp2BU5W2AQVqaUzS1M0wNrYGBtTEvY4NADEC6D1CuoozHOSKkAizGJ4RspHP1SV2i5jWMCRohZOjKVeYiqvBQDgAOIwoNYoIblOup6z/+3/x///9pe27179Ga5vVVbUBlqiVNnWtva11bouDx9H/d6P3uO9fiiAHHg4MlFgFZX3n9BX6C/efeLefeOw/s7MGkReeJeK/PFWU8mlBUguUZSrPB7iRfjJVgDYQEBQcQQKkOQcA7g9kjrgc5HGRYXs4ADiMKjWU3qQxnT53//d+3//jid6zeuThl1Gt3xO7AQswUZ26M0WDtmb3XF8w8Wko5B7SJxHQBkeT6neR4AsCb4g54g50DGwKaAXV1e11e/NpEXrJRWKJHoE4KkAwsxRli5iUF/nJXQEhYSFhYr3yEDjhLG/OGF4JzE4vYJlnADmMKDWRhnR1M+X/9/P/++nOpmN6y+s9dK065QNMzmeFweFa/N8v+X9ey5Pzf4tXNKjSotEADPynxQ4AXNPMGdsGdruYccMbWdnAmdnYuk1ItyniZyrObSZVKCxFYxu8aRB6xFMxLlEz5xaL+GRapid4qtFoJwUcADmMKDWJiLUtuv/7f/H//jjqePOXW6rWq9/vi8XIGmUiSiSqMa1rq3bVui0PHrdFodFoe/eAL9LAP0FwB9Pxxq48Eq48KOFFVFWsYNwibRKeA88Dv+IvsDiEhzC4FggAUEB0h98l98C5Hn+qTnQug7Q7QoKCOQsEC8hkMB/GRiBxCpFhWjgAQZQrTAyqx3j+Pz/58+d1F3aSSL35JnQtum3WidkYWxbFMOg7E4PT9t23F1tQuT65nQJAiCC32xuD9Rblf7Spjj+lvtyWxtNpUTMQiGm2222M+H2+1yfn8zD7fYh8/nvH2+1w7PnGPD7EOz5xjw+1ws+e8YbQJPn8xheAB1jw8NqJPnvB/tcJPnGD/baSeveAJQEAfb7fYSfPeg/AQSXsguiosTbeG7jcB4//tfz9/PEtxP/9Gv/OwJ/j/+l/1gJATXFXiY77r2L6WxtbEVBRURRURRUFEYoAgiFQBQIaEOEitXrqQPk2qqcJZRRf5/msP///GH8f34fH8MPD68P/1//68P5/08Dp/T+nklQSJ4aJqJQguK2k3mxxbFsWZmZmZmZmZuAARiBtHA=",
  /** track-audio.webm */
  trackAudio: "GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAA+uEU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZUrmtTrIHGTbuMU6uEElTDZ1OsggEwTbuMU6uEHFO7a1Osgg+Y7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmoCrXsYMPQkBNgIRMYXZmV0GETGF2ZkSJiECfYAAAAAAAFlSua+WuAQAAAAAAAFzXgQFzxYgAAAAAAAAAAZyBACK1nIN1bmSIgQCGhkFfT1BVU1aqg2MuoFa7hATEtACDgQLhkZ+BAbWIQOdwAAAAAABiZIEQY6KTT3B1c0hlYWQBATgBgLsAAAAAABJUw2fSc3PPY8CLY8WIAAAAAAAAAAFnyJlFo4dFTkNPREVSRIeMTGF2YyBsaWJvcHVzZ8iiRaOIRFVSQVRJT05Eh5QwMDowMDowMi4wMDgwMDAwMDAAAB9DtnVOC+eBAKO+gQAAgEiB1Qlg+sohOIECcIwKEgDRK76FEjfawLIHPHEP0ch38rVSyD/FYDcjaAniL01+sm/2GSRvw2l1V8SjtoEAFYBIpIhHLkzLNO2U7L+lqdOZ9C7Pbays8lSRZhlG9ujKT/ZUPORKot1mRGfd6uLuvLl7wKOugQApgEiboxJW04rwIgLlkk2+a1yBJkZTw/igh4Mwi+E23+B1GLeI7BTh5NfNcKOwgQA9gEicG1JW04tcNEHyrZbA5UiRITtkJunWdg3is2WT6+lcNQjkfex+jQgyvpggo6+BAFGASJwbUlbTkpIlozMrHhx43689tQogxsx9kHMWkf+9U7U1BxDH5eM4enH41qOygQBlgEicG1JP4DFGX/IkyMzIDncwwjYBYxYyrXWxnw3uR6kWsgzPdNqSpH0vKOz20cCjroEAeYBInBtSUU/OrC6asdjU5uTBbicmMZ/Hrs6WmCnON68TWW2tKWHyF7HNULijr4EAjYBInBtSVtOLXDR4+0lytKXyAuy/wi0cD+IDaEEOGXa65/uRk320k8EBmRuQo6uBAKGASJwbUlbTi1r9XU+5EWzhVTsP90DHemlL3Fq77eAj+2WwUSGs8Ee0o7KBALWASJwj18C8tha+qpBS1Q3xLkvPPxDmEXmIisMhCxcK6q/Yx44XyAODvbgZ3z1igKOqgQDJgEick5JP4DFD3m+ECIwCzHGgIWbQ1PYbEUHozRegkJtQ/yJGFqKUo7CBAN2ASJyTkk/gMUflv44JJqX8faTO1B9OoAUVkc70jQx30kAtFjZn+QHwMIuhuYCjpoEA8YBInJOSVtOLMX1Q165c1zOa94Au0anWnpmITM7d0YGMPUb8o6uBAQWASJyTklbTj9gowNvFQDabOQGBptHcSd0/09kGy9v7XzPqlZtEn5Cwo6uBARmASJyTkk/gMUOh7vQnGs7roJQkXjdiTd1GDOf5pBWheewSkB7EpyUgo6WBAS2ASJyTkk/gNHccNIsYuR36Q10gU5PjNQyLEjsaaFv6TgAgo6mBAUGASJyTkk/gLjuQoZS34SiYnyEjt7z6Is1rOXM6yUpbpodIoXLgraOcgQFVgEidaPl4a1KnjhfMViqEn0HTk17scQYibqOegQFpgEidaPl4a1mhtUzInne1rflwVr7D69mgtfPRo5uBAX2ASJ1o+WVwZd683eeLw7Xofg9yyiWY7YCjnYEBkYBInWlDYO3lyekXDzScnC+wWyMt2DHOJgeAo52BAaWASJ1o+XhrUbhvbDNA0mc9S0pL2x3l0oTSoKO1gQG5gEifIEFYCfiRcsnJKXa/uMpc+tw5TP/T2240KjntaG4/1tdAciGDNj4kbTORGfZa9oCjsoEBzYBIobd8OpPcdTaQWp+r3LRdxguRKNe6Vy3xB/T0/tPGStaikgWuGDAEnayyZJBAo6+BAeGASKNLcdkNc/8zvP5eCQG5LaNJvrrRS8rX3dLVrQxUuyOP/xiamV+lNDuAkKOtgQH1gEijS3HZDXP/FaPv7/PJ+sI/kqPxIjS8HgBqp+PiBIYjA4EAQaNo8AKAo6yBAgmASKNUkQ7ZsjODFU2EQ1SBHyfuas+NJXTTHvjFPu//ihP+CvkjXJ5joKOegQIdgEg47aqc04lFetju6UfgF3jmmPLU3xOKPo6uo5qBAjGASDjtqpzSztk5Mchujhqmylk2R4DuQKOdgQJFgEg47aqc0y9fRmvPbldyZYivbpWDTCIav4CjnYECWYBIOO2qnNOHLkYN5qdAuDcqWqijVeT1/BdAo6CBAm2ASDjtqpzTQehWHXG4XNGsoLrXenj5FVUmQOXH96ObgQKBgEg47aqc0y7iXRrgqAPWCqTUfcqa7qFxo5yBApWASDjtqpzSzoPrPs8ki01um7gFXcZ/QdbCo5yBAqmASDjtqpzTL19GasJ8HUusm6WHcKVCOwvAo6CBAr2ASDjtqpzThu5EMXByYcnT8qeGlWgBMGsWr/cZ1qOagQLRgEg47aqe2A++Xpt4QwAPQi7XY26FGwijnIEC5YBIOO2qnNOIUKUULrVr1RF2Dq4NelGSeUCjnYEC+YBIOO2qnNIFVxyp3pGY9iDICrZ/fvPaGc5Ao56BAw2ASDjtqpzSDRkRCO3dwXVnn/NTDXNorMElNvSjnIEDIYBIOO2qnNM0cvagzMHkHEo2AuIKGW8fYcqjnIEDNYBIONmVUGz7xVla+ZhpXMaPhAW11Kxop6CjoIEDSYBIOB06nNIOMikm+STGQzkj9+Tgy4EkIx6Zz6cgo5yBA12ASDgdOpzTM+Kyf6ouryjBUr7C0iPToTDwo5yBA3GASDgdOpzSDkTbIXR1sj34E9+JOw23t270o5yBA4WASDgdOpzSFEFSzMB0wywsMEZf/pjQbu/4o6GBA5mASDgdOpzT+6F80GEw9HtgxMaPtOv98yTkeZthLoCjnoEDrYBIOB06nNP1mT7oQ3XGyI9Oolf3p7Fg2Ks2hKOegQPBgEg4HTqc04QTZUaq2pANYJJJFSV9nl7uw4qio5yBA9WASDgdOpzTzt5oM3pJhVVrg9Lyoye3/R6Ao56BA+mASDgdOpzTifc/VGdA9zWQnq6yCWZLC7LjFHCjm4ED/YBIOB06nNP2vWlzlJg7gNqhk4Rv5VYnnKOegQQRgEg4HTqc0/a8f3PfoFv/e5WPZDl5uGWSAXJgo5yBBCWASDgdOpzTz5bEv+Lfh5ptSKP7hzKp38a4o56BBDmASDgdOpzSbIKhRLIV5eib6aAkXaarLFJNhHSjoYEETYBIOB06nNOOYkyqd0HRkQRqV9Ad9ImI3lUstdrrgKOdgQRhgEg4HTqc0/YSapnJRViWJZoB+HlUJeIBdkCjn4EEdYBIOB06nNP1oiynab8jfD56tSsVwcM7fOfU7/6joIEEiYBIOB06nNM03KjGwyi4pBp44Fg62/fBkrLG7IKAo56BBJ2ASDgdOpzTiAq8tu+YbS4/MIGODfcF6NoMsFCjnYEEsYBIOB06nNOJrylGrMcx+3mvXuBj30eeayc2o52BBMWASDgdOpzTqtbWZoU8QkcIwoIR6SG7iAvU7KOegQTZgEg4HTqc04OYoJg9FMAJptkXkMe7ZAZHuQ7Ao52BBO2ASDgdOpzSzDs0szWS9J5VLtTwa9S9v02S+qOdgQUBgEg4HTqc065c2FtkFYXvs8RPmXvaGKuVgICjnYEFFYBIOB06nNM3VKzCXSkTOShFan4Zaj7aUTzko5+BBSmASDgdOpzSbySiHWfUfLBkQfphQ4Zra/RBRfWwo52BBT2ASDgdOpzT9wcvhSjzo2/Vd+6BFQJzC57CgKOfgQVRgEg4HTqc0/aEMS0xpfvxkPbR7nPfNjVm06mM6KOfgQVlgEg4HTqc0hL3SHXQMcNMG8raUrNN/vzkvxUYoKOegQV5gEg4HTqc0hTnSSZJBBztVBftaKH4Z67IEAV4o5+BBY2ASDdMypzT9aBTpaC/EW4E38An/Nn67MbEURjho5+BBaGASDdMypzThnIi/kjmjShRS/vuLzyZtsy3Pt6Qo52BBbWASDdMyp7Me0o8JrWfxL5vu9ulpz/91LkjkKOegQXJgEg3TMqeyL9QrhVJIbt8sBP0NKTWrvxuJaFyo5+BBd2ASDdMyp7OjJk/v1ZtXvC75LX/4cdYXK2Y17jAo5+BBfGASDdMyp7TF+BFE+Ev0n5zN3CPtNCPQ8hicTxAo5yBBgWASDdMyp7MgXM+fgdVOjd1YhHu2vgkB7Yfo5yBBhmASDdMypzTLIXGjATQY5N0UsYFu24bIkW4o52BBi2ASDdMypzSEANu1IhaByQi1X/prnxjcOs3DqOdgQZBgEg3TMqc04cO5mZ91+3tImd04qSZw9OxLVCjoIEGVYBIN0zKnthxZLq1GhZ6ScyA32QNDWEVcPaWXkVwo5+BBmmASDdMypzThm+KRChxMLSqNqK1FzFhP2Hbdl0Uo6GBBn2ASDdMypzT1oOD2gn4udZI3OSmPAOF6m7LajI+ddCjnoEGkYBIN0zKnNOIBdDs3gKN/rtq2taOJ8FA4wdRR6OegQalgEg3TMqc0g1ADW8rgFGG1H+vv5OW6j+TeEiAo6CBBrmASDdMypzT1s+7KRB/Rq/TkNHOnHpXwUQ4EMwj/qOegQbNgEg3TMqc0gz1EFa98p+1aKF//BeLzqsbTBvAo6CBBuGASDdMypzTz5MBvoS0zs8jFNWEG41L6zp6gzmlQKOegQb1gEg3TMqc0/Uo/e/0sIzS70DZ21aAgii9YloNo56BBwmASDdMypzSFB4w/Sbv1xnT7YgzqTslNw1WFwqjoIEHHYBIN0zKnNOsJ4w+m5hUca99oBnSxJ6mqFtED6Hgo52BBzGASDdMypzSDfqDkSXRjKiS7i/FhExl4mzuM6OegQdFgEg3TMqc08+aKbh7gZp/OhrAT9eQQuHqLjGQo56BB1mASDdMypzT9NpQpvtemzpOeOFYxc54gsbp+jCjooEHbYBIN0zKnNInb26IWQX+XfdKF73IeyNPNBGB2LQvjPyjnIEHgYBIN0zKnNOrIaBKy8ZLNOgRnmh86XatpQijn4EHlYBIN0zKnNM0eYwq3bDGICQMr0mQjRn/iFHvBbGjn4EHqYBIN0zKnNPPw+4IWRKIM42Cuc41AuO+Fls15kCjoIEHvYBIN0zKnNOIEXj7L3oLE31GX1+VEvTt3LP1heDyoK2hpIEH0QBIglSFTSq+h/rMpyjGR2gNxRHzoAfKcC0KNQKe0tr4QHWihADN/mAcU7trkbuPs4EAt4r3gQHxggGH8IED",
  /** track-video.webm */
  trackVideo: "GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAABV9EU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZUrmtTrIHGTbuMU6uEElTDZ1OsggETTbuMU6uEHFO7a1OsghVn7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmoCrXsYMPQkBNgIRMYXZmV0GETGF2ZkSJiECfQAAAAAAAFlSua8iuAQAAAAAAAD/XgQFzxYgAAAAAAAAAAZyBACK1nIN1bmSIgQCGhVZfVlA4g4EBI+ODhAX14QDgkLCBQLqBMJqBAlWwhFW5gQESVMNn0XNzzmPAi2PFiAAAAAAAAAABZ8iYRaOHRU5DT0RFUkSHi0xhdmMgbGlidnB4Z8iiRaOIRFVSQVRJT05Eh5QwMDowMDowMi4wMDAwMDAwMDAAAB9DtnVT+OeBAKNER4EAAIBQGgCdASpAADAAAEcIhYWIhYSIAgICdbok7X4X+Fv6vfATSH419if1ZyxfhP+X/kZ/S/YB/AHsAf0B/jf4PcAH9If6//GuEB/u39V6wH0Af139GT+nf3T4O/1T/zX93+Ar+LfyL5/9IB7Mv6x+G3QaeteTo+0fjpolP5r+NmWZfIv7F+QGjAa9D/GfYD8Kuid4+/4H89+Av+D/yT/CflL/cv//ygP6HcUNeRWeYBJpIjfA1rtnHvbVDMNKT1qfIlzXrT5lfc0PngXQHe/xYwcMs9DCSQz+t5Ub7UwA/v/xbgPBv5XBvz9aw07ye5DFwGzmWTC8Nat409urN3C9UgxOLzKlW3+TyQ7uRJV4juRouB/8dLqSK0NpcXrR7ZVeH7EMfNMyQo9DHLK1wvjNmJBmCHlB1ULA+ufoJ1gUlWWae0ZvH6iJE7HoJ5vtIBYiZZrcmtyN6CFVPKxAjNcpRXu0AQnjzGCd+jseuq1klGzlkxwuSqLRR5xzoouoqf/+eb11BovvsNk+UM8Jx4/qPOa7QpxL0H2lDjtBgwLp3wjnCtaI/JlrayqMgtEcR05J2LiZgXfPdEGR/pq8852YL7Eo92CSkwYzafNXy/sAwT+MNrOdTHX/hpjncMb/+NK2/te/9WMOh/5a7BmpVxcdME/r2bzxL286D0t4g1wZYnroWepTCaffnmMHFUbyvxF5WaeDZRmS4sEq0M5DY/J8/1Ur//2QVJy44tHqDH1nU/g2J4gBuyHgBuyHgE4NBN6grJyH4eRy88FJcEBDQVgBCtABCtBRn/y6MM/4I9JmYIX/6VukYOdLpJLTT9iGoilUU9EyIkb3W35OK2c/fwNl2mXZX1rWiwBRj0VOZ5RtkpxjafE1mC3Y0JAkf//WX9F7QLvGEomznwQHhwcwoaRQ7ZX/Kf+9QzH917XudV1zv/9tDuoI8mitwl5kZbCfizlpzsXArI0IF9CSo7O38aYYLP7YWjs/DSSr3jig2kLz5mzL/gdDQn4o1MaPeHjrhxv/+hysJ45ql2EOu54793tMUrBf0Q3P3k0jVLesoMfg3b4/g8SbhJHiEMWWha29npwJPAePasVFHIPDKU/T/ib0ZtdlDxgeQUiL3RiXS9gZcVzv/aDT0h0looZII1wTIww6AsiJOhEBBkdn62wCgzfkWUuQ78mUWkv1cgXJRRke6CBEsUQ7O6cEwxJVef7R6rW6hfOK8wnq4mQt3syCl/Nwf7rcTkaJHLTuYBGPQRq4BDU1FqNuXswTHPX21elP/S+5m+lhvD13kCCo/oNNWfjtM8xncjw+kI8Ne+adPX8bieasp0cS5iE//8/C0IPwb6XDDIratU4zHe8YeB5Zv/OIVj+xLynviybz5xCtIIkdtqvnLYpb5oYYunL/mmhjRLatE4rxq0/owKyZX6gNYAMU7jcZcJF8fS5hfiHDo3Lv/XH/52HNwKNAi4EAZADxAwABEDwAGAdv/pKoR52f//2AvT/EVEZ+YCQYDBHpcvwAX3fsUP8NtqJkCJLZO74udL8MGVcGpG7/fhmT1M6Asl+sGwUjQ/Peh11+1yplhzTlB1YhO70aOvjOT+h/R3DK4A3AMREXz+cXqIGxhaZg+YqADZdTdZcUY/Myrl4i1lpBgf64AACjQJiBAMgAsQMABxA4ABgJUHl8s/ugCv/yP/vfDc6MHajKgSO46ABfd+vFHZ1OK0KvAYbZlHXaBKyZjcV+KkReT7cPviWeS1tfChcr1mVwrM/CXlMFI48qSpvYKJ9B39fHdMdCoIBDkHPs6QWC6RRqd6nsR6tKEDbUQi+RJo67wIsqwASyeikF/RlNvjNUNTPcBHFNvkDNgsCAAKNAoYEBLADRAwAEEDQAGAZ3+Wj//7P/9f+y1RFRGOHzh33JxWubJwBfd+wJSpPFvMgapYGW0SV79HoD/npq0UXUb/mW49g3KdVYk2zQItw0XTn/5dAr2JZdvTJwHbejwV+DE/I4AAZ85q+QAnPWJasqurZiKanSPa0F22l5zNtGMGz3Ay+yaHN+WAkUA+JGXiimcF9fxIcdoIrKq/7J+eNvJZiAo0CegQGQAJECAAQQMAAYA1EAT8Hx4scZhg6gibxAYBWl6K3a+6t7HEIxyWQNNgvvm8dJoIFAm9M2MW77JWnrelqWkp0GHq4a4Y0bzQL1zIbGGtWK/B7QGa0sf7cXx8paAT+MHfB58GXbaX2JxLlPA8JQd+11vaC2/2PhA391w+YX/pOfJgE0g9+3r/Lr6Ob7/KJZ77/An3SZ8r+fAU6r1gCjQK2BAfQAMQIABBAsABgAIDgv9AEEXurBCkRgFWLTs6Auvg+IgAgwpNllAOqukW5UtniYVIYlQcI28xzlx6Qqn9i1lni5oZdpZUZ0g0ItG0vJRZTusb39LPknUCgWdxfwTemvgMguZfAnr2qyIZh6EqAuuxA+UFcXnyUSt5zCikWr7n2F/vfdrl2d9/Wr/f/Tom+6W/yTztcsdkLOilx3nCGA1ADUOXCF+frySY3IAKNAsIECWABRAwABECgAGAA7P+NMsrjmpmY8cDZhrfoKgf+LAGBwI4QKgQZcSTeUI0TEHW9sHKwTy963uTOlhuD8Cf0G4beXgRNC6CE9HHLY2JvnzEKeV1w5EgOQvQuPhXoRXG8R3IvlnqF0bjDyTir8SL2fbNrsHtuahxr4fFT5pYYTMLOGbM4Tp/wG4id053mj7QrbZ5or3FPSmtTZBCqbtfGejURdklhILVfsAUsjFVAAo0FbgQK8AJEHAAAQEBR6fFWoXAr6v8//Ul/ntID+zn7/+7p6Lca////ujfvP6cxTSO//9YCwZNPLAH1dJvUsJSUXIObAAGnFGRVuGRG74DOYAL/BBypo8ADcB59zqaoCxv05l8n6mnPyith1fZiOMc6NplQyMxPCETQ0RH/xJInNGXViHMCB3Tj6YVTVvajsoHWVHYRQEgj+azCIZwJBBpw8BRNOOJMkPjlMJT/dl5VmyalBVxv0Xv+NM31EN2roLyjguFiBQP5ciZY317OkOEmia4zrSguKtZOzOmAQOwKGoCye9HEDDMbJsVB5uNq3waAhQ17YnosIJpawHkhWk8slHtmyQvvfJmp3Xjiylx1A+wc4cAv4ObIGmZSvL2Tn3mCc1KoFkuD0La3fERxTQmwuYewYUwez52wQOJQJVU6waopOmNL4kY6RNEW2cEsIdbwT0pihrXwO5Du8UwCjQJqBAyAAEQMABRAoABgB26IiojPzASDAYI9Lgh4rQ0AAXrqtJIj8ePCzeN+o+xeVp6TZ5GTScCwnIkog4xxvkMdPdahg3jQS8LiAAQRtg4xa7dGTwnODxdizz4XlAjyEDncPY4b4kUoX0Ovtt3cL77vGGXoDh33EE4QldxGTA5HZRERwba5K0jFkQav225OffiQWnMWwH354uKwAo0CxgQOEANECAAEQJAAYAx1YsFluE3geRIu5zz6BRIBeYzHbxRgpiGX+znhW7K7ter67Kd/mrWeLIm6tQi0WR2Q8+CPXMjvrxYsdnrK8AJ74oEWPu0/NNEOg4hyWUew1USIQCMcRn8AtUH22hhnh3M4WYbTRU0m+4cEPCmR6ENNItTj+HSYF2VmtjJzKCO3P7wmxJzETfn8fXytIbLxNVdCg2c5hIu+QkWyxQPBywiwk+s5oo0CzgQPoANECAAEQJAAYAj6tXMEJv3r7Qk/0hpaFZrheXhvHdLekZbqvGImZ17u4oWvP34LY73gxprvgLipP1qUHBWdXEWPHWIDmbUILQwPgX8pqi1pj/W39d5VScWLNyVB4NwWNBnlV7+QWIO5IzdMvLmvn/SLvn33lEqZDSP6F+1IBqr6ATN+CLEY1qTmbA9wWWTRCoLVdSUE/+iJkxdzU7PXZcRsw5TxuOwBT1BQkO4+SiWCjQKWBBEwAcQIAAxAkABgAIDgt7+kBxQP+EKzXAF75Vb30IV/vTnSGQKsY3quL41w4uIoUp9Z9SRR//Fcej3+t9lcE4jnVjv+0/kDHpZzOI7ek6HQ9q6AtNQJOAyCI75ujG8vNXVJcuFRZku/5iSdl8TzNd5izULepJlsy/bZzbaCvngvFBdKw2bFCuMX+Jt6FQEICBCzRfxRBk82LCy7JY4kWSvcSngCjQOSBBLAAkQMAARAcABgEEXutnEVEY4fOPF/5Neg3GjqkHEoAAP6D8wf5uZ8/3jgnp/DkdpBq7efdq9bFLUNDtFDK7YAVeO9rhXv2yhEHfJIZ760fzRCqZsH77KlmDrmf2h3pdNc1OYPlipQNZsSa2FEqIR1ozuaLgicQPS39PkZ0B5D90N4SSG6c16pv0Bsg3WI2JfroKUUArwvkZwPEbsQAND2acyGZcJbwYINpb2ADXJSgYL6Cs+CrPjvesQeE7narg0fkEZ5mFDxwEjjBdza32MNhuqr8hqTmd3R572nRfzewoACjQKmBBRQA0QIABBAgABgAIDgr9+kBUfl4WCovDyWcAF75qHOC+snjDuSownboDvF9edeSr1zaPSiFKE+GQYzvPCSwmvbcoQZg6mXn4xeZg59jIL/7n84nF2mgBt7NrGWmdN7o929uxpoFUlQW3aPtgCCFIzNyDez11x65EyHNuPgLaYnADUkKNGDCcu/GVfJm3b8S+o4rD6qkrEWLip2yXr/d3V+UyKnBH5gAo0EggQV4AHEEAAIQEAAYB2q6M9r/9KA7tERElHaVyETZ0lvxBk3Y/4tFcZUABhCvqmG/K/wg3/7wMci2kUkoGyK19bu4MNsgKV84Xi4wP5VgJx6UhGXcDYiLsUo2ks4W7KkT9Dk/bHohf9oXEcVMT26G6LN9RuAmX3vTKLi+hhUyT0NXtGb+V+dhIeOmDnttFkpOEkIeGS2DqDFTEX4fscZr1HrzYGhG86sLen6SVnHdK+ns3AYDiIn2kX1QF+QQkZWoZx06356KTMjpXSreQEVc5ffcotNHxWMA1l2VD5RZLIuVz8x4/EqvPEhKZJdZgC7ALQvt3PCNeGXcifEm7mLTPBsQ8Xx6TqChz1WtXjpUrb8Ef70ZyrFLYDE0gFo2Uy4Ao0EUgQXcAPEDAAEQEAAYAcNNSAs5GaUXJJnmmU4D2BMMTHK0srsmTAAGEIMddhK5E4oH9fBZT9oNiRiO7OrDPpq69KkD16sRIQKCSVBTTelARovL598G4CmyD7zMTaUGdjr+lPs9DwVJEfKy2IX4erAuoYSWP1JeyikohCW1cfOpQ8Z00FihrW6hDLNzE1i5S5SOSwlB43A5bQebbfHzDQCmO74d3wp22O89otb4fvAZenTt4/ZyXrpeNYLG4eN7S1jHOhH8bm5pPtChfjL62jBFhZQnaWZyT5anr4nTA7urniFniZx1rz+kHrIMrfP4l/f+K7eJs/Ikg3skK30+y5zun2YEmmiy1O/PZ7PTV6YHARjBrAwAo0D4gQZAAFEDAAEQEBRgBxRlJwTkZgP8kdAi+FuAAaJ/YcHgBhCvkAzKfYtqUdBNOioN80bzQbIldwLZFH9oEg4jA5w2YjWM2TRyVE4L27K/y3zqympb6uv9My/+XGXrj0Yf/5agFfjz//Xq6gJ/6h/+9ztH3+nJslff5bkD2kr+nPP7c6PQzgrK8kJ2lC+HhU0sCdXGj8xtm7bmU36WENQqSneuNa0D+xUCtLh6N1DttzfcyoiiGGDXVRf3zcAd1GJBCw4U7NgyZMOi6Sphw2bJX5bf6oElf2hN19k4UdP5YoPBW+CBbL1ggIexlJ0sQkASQTPrMraZhgCjQPSBBqQAcQMAABAQABgGeKL/B6nKRGVjXgBATO1rXxc5jcAABhCDEHZT49nerSH1Z5K9jrCy2RvBO6RXhD6DDGdxL+aj1n669y/CCipLnaNHjUupGINV6SHKKg1lAfD/xImRkGJ2l4xOkZOBx8R9p9OaHd0x0MAZ+UqOIsIWHlOfmWAc76o/7h61FVtQPP2DCcnyVuO/PvNTwKuojrfCa1mGtfbRDLOdq3gKallBENVk97o0Je0kexUc41/gDTMmEvIFX+j311w0EMLzKzVkaPg3BTiEXgqASvulLLXOQJcn+2auaAkqTv4mH4iVGsSUhzPL2E4Ao0EJgQcIADEDAAEQEAAazAwAkDzLzQBNTEwL6/w4bq5MgAAGEK+P3KqdlVfEXBA9eydIczzKIm6Unk+/tz1evfQzwSRTGXPUWv3MR1gDPtbEKhHt5qCWobnpprU+jeOEO5e//puH//b2r65//qAfnVpi/ze4uhK/9dDl6v797ON4BF3fSD24m7dUcTol8vU0l66xbipVzoF1B3vCXNI55JUfYPMI+PPcDwKsNFGa02Al93kWge3wD1txFeFV2vcONLrrUGJRQKD+A0oup0s5DPtBqJqyob1meAaY7NqbNrFmdtGXNtbmEfzieP01YEQRXMDJrQcchAxZv8ckMDv9mWsKzCqJPPOe4P0QAKNA/4EHbAARAwAEEBAAGAdP/z3ipoJdO1cqAToBTfTHRwAGEIMQMOYmRgaTXy8rtka1UGEQUbwMi75l8ChbIewiszHUf0phmawe3JBKO1kV4to3d/5vOHro24EOWi9jGzlyNLG5dj4cUTOqFnHsSLIB9diRDZrJ8p29QA+gbjkwgEvLr0DO8RQZpL/CHzV0LXqJAVKIjJDymz7z/V7iCWvlVp6VasV/rAmI45dJ5erCpjiAcZWtfYIqaQVA+UAq7vLftOW3ZlMTdzSPl/C7MiFTZiUJwWeePUFhYU1xs775rNmKYC7DtXvjAiko0e2YQkriola/zvai0nK7E9PoaBbwABxTu2uRu4+zgQC3iveBAfGCAWnwgQM="
};

// src/emulator/recordingStore.ts
var SCHEMA3 = `
CREATE TABLE IF NOT EXISTS recordings (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  room_name TEXT NOT NULL,
  type TEXT NOT NULL,
  media TEXT NOT NULL,
  instance_id TEXT NOT NULL,
  start_ts INTEGER NOT NULL,
  status TEXT NOT NULL,
  duration INTEGER,
  mtg_session_id TEXT NOT NULL,
  s3key TEXT NOT NULL,
  max_participants INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS recordings_room ON recordings (room_name, seq);
`;
var RecordingStore = class {
  stmts;
  constructor(db) {
    db.exec(SCHEMA3);
    this.stmts = {
      insert: db.prepare(
        `INSERT INTO recordings (id, room_name, type, media, instance_id, start_ts, status, duration, mtg_session_id, s3key, max_participants)
         VALUES (@id, @room_name, @type, @media, @instance_id, @start_ts, @status, @duration, @mtg_session_id, @s3key, @max_participants)`
      ),
      get: db.prepare("SELECT * FROM recordings WHERE id = ?"),
      active: db.prepare(
        "SELECT * FROM recordings WHERE room_name = ? AND instance_id = ? AND status = 'in-progress' ORDER BY seq DESC LIMIT 1"
      ),
      finish: db.prepare("UPDATE recordings SET status = 'finished', duration = ? WHERE id = ?"),
      delete: db.prepare("DELETE FROM recordings WHERE id = ?"),
      count: db.prepare("SELECT COUNT(*) AS n FROM recordings"),
      countRoom: db.prepare("SELECT COUNT(*) AS n FROM recordings WHERE room_name = ?")
    };
    const page = (where, order) => db.prepare(
      `SELECT * FROM recordings WHERE (? IS NULL OR room_name = ?) AND ${where} ORDER BY seq ${order} LIMIT ?`
    );
    this.pages = {
      newest: db.prepare(
        "SELECT * FROM recordings WHERE (? IS NULL OR room_name = ?) ORDER BY seq DESC LIMIT ?"
      ),
      olderThan: page("seq < ?", "DESC"),
      newerThan: page("seq > ?", "ASC")
    };
  }
  pages;
  insert(row) {
    this.stmts.insert.run(row);
  }
  get(id) {
    return this.stmts.get.get(id);
  }
  active(room, instanceId) {
    return this.stmts.active.get(room, instanceId);
  }
  finish(id, duration) {
    this.stmts.finish.run(duration, id);
  }
  delete(id) {
    return this.stmts.delete.run(id).changes > 0;
  }
  count(room) {
    return (room === void 0 ? this.stmts.count.get() : this.stmts.countRoom.get(room))?.n ?? 0;
  }
  /** Newest first; `after`/`before` are exclusive cursor seqs; `before: 0` with `oldest` gives the oldest page. */
  list(room, limit, cursor) {
    const r = room ?? null;
    if (cursor.after !== void 0) return this.pages.olderThan.all(r, r, cursor.after, limit);
    if (cursor.before !== void 0) return this.pages.newerThan.all(r, r, cursor.before, limit).reverse();
    return this.pages.newest.all(r, r, limit);
  }
};

// src/emulator/paging.ts
var MAX_PAGE = 100;
var invalidRequest = (info) => ({ status: 400, body: { error: "invalid-request-error", info } });
function pageQuery(query, what, seqOf) {
  let limit = MAX_PAGE;
  if (query.limit !== void 0) {
    const parsed = Number(query.limit);
    if (!Number.isInteger(parsed) || parsed < 1) return invalidRequest("limit must be a positive integer");
    limit = Math.min(parsed, MAX_PAGE);
  }
  const cursor = {};
  if (query.ending_before === "OLDEST") cursor.before = 0;
  for (const [param, field] of [
    ["starting_after", "after"],
    ["ending_before", "before"]
  ]) {
    const id = query[param];
    if (id === void 0 || id === "" || cursor[field] !== void 0) continue;
    const seq = typeof id === "string" ? seqOf(id) : void 0;
    if (seq === void 0) return invalidRequest(`${param}: no ${what} with id ${String(id)}`);
    cursor[field] = seq;
  }
  return { limit, cursor };
}
function isHttpResult(value) {
  return "status" in value;
}

// src/emulator/recordings.ts
var RECORDING_TYPES = /* @__PURE__ */ new Set(["cloud", "cloud-audio-only", "raw-tracks"]);
var MEDIA_PREFIX = "/daily/media";
var DEFAULT_VALID_FOR_SECS = 3600;
var MAX_VALID_FOR_SECS = 7 * 24 * 3600;
var DEFAULT_INSTANCE = "";
function defaultRecordingMedia() {
  const decode = (b64) => Buffer.from(b64, "base64");
  return {
    video: decode(RECORDING_MEDIA_BASE64.video),
    audio: decode(RECORDING_MEDIA_BASE64.audio),
    trackAudio: decode(RECORDING_MEDIA_BASE64.trackAudio),
    trackVideo: decode(RECORDING_MEDIA_BASE64.trackVideo)
  };
}
var invalid = invalidRequest;
var notFound2 = (info) => ({ status: 404, body: { error: "not-found", info } });
var sent = { status: 200, body: { status: "sent" } };
var RecordingsService = class {
  store;
  rows;
  signingKey;
  baseUrl;
  domainName;
  media;
  now;
  constructor(options) {
    this.store = options.store;
    this.rows = new RecordingStore(options.store.db);
    this.signingKey = options.signingKey;
    this.baseUrl = options.baseUrl;
    this.domainName = options.domainName;
    this.media = { ...defaultRecordingMedia(), ...options.media };
    this.now = options.now ?? Date.now;
  }
  /** The room's config when it exists and has not expired. */
  liveRoomConfig(name) {
    const row = this.store.getRoom(name);
    if (!row || row.exp !== null && row.exp <= this.now() / 1e3) return void 0;
    return JSON.parse(row.config);
  }
  start(room, body) {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid("request body must be a JSON object");
    const config = this.liveRoomConfig(room);
    if (!config) return notFound2(`room ${room} not found`);
    const type = input.type ?? "cloud";
    if (typeof type !== "string" || !RECORDING_TYPES.has(type)) {
      return invalid("type must be one of cloud, cloud-audio-only, raw-tracks");
    }
    const enabled = config.enable_recording;
    if (enabled !== "cloud" && enabled !== "cloud-audio-only" && enabled !== "raw-tracks") {
      return invalid(`recording is not enabled for room ${room}: its enable_recording is ${enabled === void 0 ? "not set" : `'${String(enabled)}'`}`);
    }
    if (type === "raw-tracks" !== (enabled === "raw-tracks")) {
      return invalid(`room ${room} has enable_recording '${enabled}', which does not allow a ${type} recording`);
    }
    const instance = instanceOf(input);
    if (instance instanceof Error) return invalid(instance.message);
    return this.store.transaction(() => {
      if (this.rows.active(room, instance)) return invalid(`room ${room} has an active stream`);
      const startMs = this.now();
      const forced = this.store.getMeta("force_audio_only_recording") === "1";
      const media = type === "raw-tracks" ? "tracks" : type === "cloud-audio-only" || forced ? "audio" : "video";
      this.rows.insert({
        id: (0, import_node_crypto4.randomUUID)(),
        room_name: room,
        type,
        media,
        instance_id: instance,
        start_ts: Math.floor(startMs / 1e3),
        status: "in-progress",
        duration: null,
        mtg_session_id: (0, import_node_crypto4.randomUUID)(),
        s3key: `${this.domainName}/${room}/${startMs}`,
        max_participants: 1
      });
      return sent;
    });
  }
  update(room, body) {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid("request body must be a JSON object");
    if (!this.liveRoomConfig(room)) return notFound2(`room ${room} not found`);
    const instance = instanceOf(input);
    if (instance instanceof Error) return invalid(instance.message);
    return this.rows.active(room, instance) ? sent : invalid(`room ${room} has no active recording to update`);
  }
  stop(room, body) {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid("request body must be a JSON object");
    if (!this.liveRoomConfig(room)) return notFound2(`room ${room} not found`);
    if (input.type !== void 0 && (typeof input.type !== "string" || !RECORDING_TYPES.has(input.type))) {
      return invalid("type must be one of cloud, cloud-audio-only, raw-tracks");
    }
    const instance = instanceOf(input);
    if (instance instanceof Error) return invalid(instance.message);
    return this.store.transaction(() => {
      const active = this.rows.active(room, instance);
      if (!active) return invalid(`room ${room} has no active recording to stop`);
      if (active.type === "raw-tracks" && input.type !== "raw-tracks") {
        return invalid(`the active recording of room ${room} is raw-tracks: stop it with type raw-tracks`);
      }
      if (active.type !== "raw-tracks" && input.type === "raw-tracks") {
        return invalid(`room ${room} has no active raw-tracks recording to stop`);
      }
      const duration = Math.max(1, Math.round(this.now() / 1e3 - active.start_ts));
      this.rows.finish(active.id, duration);
      return sent;
    });
  }
  list(query) {
    const page = pageQuery(query, "recording", (id) => this.rows.get(id)?.seq);
    if (isHttpResult(page)) return page;
    const { limit, cursor } = page;
    const room = typeof query.room_name === "string" && query.room_name !== "" ? query.room_name : void 0;
    const data = this.rows.list(room, limit, cursor).map((row) => this.toRecording(row));
    return { status: 200, body: { total_count: this.rows.count(room), data } };
  }
  get(id) {
    const row = this.rows.get(id);
    return row ? { status: 200, body: this.toRecording(row) } : notFound2(`recording ${id} not found`);
  }
  delete(id) {
    return this.store.transaction(() => {
      const row = this.rows.get(id);
      if (!row) return notFound2(`recording ${id} not found`);
      if (row.status === "in-progress") return invalid(`recording ${id} is in progress: stop it before deleting it`);
      this.rows.delete(id);
      return { status: 200, body: { deleted: true, id } };
    });
  }
  accessLink(id, query) {
    const row = this.rows.get(id);
    if (!row) return notFound2(`recording ${id} not found`);
    if (row.status !== "finished") return invalid(`recording ${id} is ${row.status}: no file to download yet`);
    let validFor = DEFAULT_VALID_FOR_SECS;
    if (query.valid_for_secs !== void 0) {
      const parsed = Number(query.valid_for_secs);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_VALID_FOR_SECS) {
        return invalid(`valid_for_secs must be an integer from 1 to ${MAX_VALID_FOR_SECS}`);
      }
      validFor = parsed;
    }
    let file = "recording";
    if (row.media === "tracks") {
      const index = Number(query.track);
      if (query.track === void 0 || !Number.isInteger(index) || index < 0 || index > 1) {
        return invalid(`recording ${id} is raw-tracks: ask for one track with track=0 (audio) or track=1 (video)`);
      }
      file = `track-${index}`;
    }
    const expires = Math.floor(this.now() / 1e3) + validFor;
    const signature = this.sign(id, file, expires);
    const link = `${this.baseUrl()}${MEDIA_PREFIX}/${id}/${file}?expires=${expires}&signature=${signature}`;
    return { status: 200, body: { download_link: link, expires } };
  }
  /** The file behind an access link, or why it is refused (403 bad/expired signature, 404 gone). */
  mediaFile(id, file, query) {
    const expires = Number(query.expires);
    const signature = typeof query.signature === "string" ? query.signature : "";
    const expected = Number.isInteger(expires) ? this.sign(id, file, expires) : "";
    const given = Buffer.from(signature);
    if (expected === "" || given.length !== expected.length || !(0, import_node_crypto4.timingSafeEqual)(given, Buffer.from(expected))) {
      return { status: 403, text: "AccessDenied: the link signature does not match" };
    }
    if (expires <= this.now() / 1e3) return { status: 403, text: "AccessDenied: Request has expired" };
    const row = this.rows.get(id);
    if (!row || row.status !== "finished") return { status: 404, text: "NoSuchKey: the recording no longer exists" };
    if (row.media === "tracks") {
      const video = file === "track-1";
      return { body: video ? this.media.trackVideo : this.media.trackAudio, contentType: video ? "video/webm" : "audio/webm", filename: `${id}-${file}.webm` };
    }
    return row.media === "audio" ? { body: this.media.audio, contentType: "audio/mp4", filename: `${id}.m4a` } : { body: this.media.video, contentType: "video/mp4", filename: `${id}.mp4` };
  }
  sign(id, file, expires) {
    return (0, import_node_crypto4.createHmac)("sha256", this.signingKey).update(`recording-media
${id}
${file}
${expires}`).digest("base64url");
  }
  toRecording(row) {
    const finished = row.status === "finished";
    const tracks = row.media === "tracks" && finished ? [
      { size: this.media.trackAudio.length, type: "audio", s3key: `${row.s3key}-cam-audio` },
      { size: this.media.trackVideo.length, type: "video", s3key: `${row.s3key}-cam-video` }
    ] : [];
    return {
      id: row.id,
      room_name: row.room_name,
      start_ts: row.start_ts,
      status: row.status,
      max_participants: row.max_participants,
      ...finished && row.duration !== null ? { duration: row.duration } : {},
      share_token: row.id.slice(0, 8),
      s3key: row.s3key,
      mtgSessionId: row.mtg_session_id,
      tracks,
      isVttEnabled: false
    };
  }
};
function instanceOf(input) {
  const id = input.instanceId;
  if (id === void 0 || id === null) return DEFAULT_INSTANCE;
  return typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id) ? id : new Error("instanceId must be a UUID");
}

// src/emulator/rooms.ts
var import_node_crypto6 = require("node:crypto");

// src/emulator/jwt.ts
var import_node_crypto5 = require("node:crypto");
var HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
function signHs256(payload, secret) {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  const signature = (0, import_node_crypto5.createHmac)("sha256", secret).update(body).digest("base64url");
  return `${body}.${signature}`;
}
function verifyHs256(token, secret) {
  const parts = token.split(".");
  if (parts.length !== 3) return void 0;
  const expected = (0, import_node_crypto5.createHmac)("sha256", secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], "base64url");
  if (given.length !== expected.length || !(0, import_node_crypto5.timingSafeEqual)(given, expected)) return void 0;
  try {
    const header = JSON.parse(Buffer.from(parts[0], "base64url").toString("utf8"));
    const payload = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    if (header.alg !== "HS256" || payload === null || typeof payload !== "object" || Array.isArray(payload)) return void 0;
    return payload;
  } catch {
    return void 0;
  }
}

// src/emulator/rooms.ts
var invalid2 = invalidRequest;
var roomNotFound = (name) => ({
  status: 404,
  body: { error: "not-found", info: `room ${name} not found` }
});
var NAME_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
var GENERATED_NAME_LENGTH = 20;
var DEFAULT_MAX_PARTICIPANTS = 200;
var ROOM_BOOLEANS = /* @__PURE__ */ new Set([
  "enable_chat",
  "enable_prejoin_ui",
  "enable_emoji_reactions",
  "eject_at_room_exp",
  "start_video_off",
  "start_audio_off",
  "enable_dialout",
  "enable_knocking",
  "enable_screenshare",
  "enable_transcription_storage",
  "enable_people_ui",
  "enable_hand_raising",
  "enable_network_ui",
  "owner_only_broadcast"
]);
var SIP_DEFAULTS = { display_name: "sw-sip-dialin", video: false, sip_mode: "dial-in", num_endpoints: 1 };
var TOKEN_CLAIMS = {
  room_name: "r",
  exp: "exp",
  nbf: "nbf",
  is_owner: "o",
  eject_at_token_exp: "ejt",
  eject_after_elapsed: "eje",
  user_name: "u",
  user_id: "ud",
  enable_screenshare: "ss",
  start_video_off: "vo",
  start_audio_off: "ao",
  enable_recording: "er",
  start_cloud_recording: "sr",
  permissions: "p",
  enable_prejoin_ui: "enable_prejoin_ui"
};
var TOKEN_BOOLEANS = /* @__PURE__ */ new Set([
  "is_owner",
  "eject_at_token_exp",
  "enable_screenshare",
  "start_video_off",
  "start_audio_off",
  "start_cloud_recording",
  "enable_prejoin_ui"
]);
var RoomsService = class {
  store;
  roomKey;
  baseUrl;
  now;
  domainId;
  domainName = "agentdeck-emulator";
  constructor(options) {
    this.store = options.store;
    this.roomKey = options.roomKey;
    this.baseUrl = options.baseUrl;
    this.now = options.now ?? Date.now;
    this.domainId = this.store.getMeta("domain_id") ?? this.store.metaOrInsert("domain_id", (0, import_node_crypto6.randomUUID)());
  }
  nowSeconds() {
    return this.now() / 1e3;
  }
  toRoom(row) {
    return {
      id: row.id,
      name: row.name,
      api_created: true,
      privacy: row.privacy,
      url: `${this.baseUrl()}/${row.name}`,
      created_at: row.created_at,
      config: JSON.parse(row.config)
    };
  }
  isExpired(row) {
    return row.exp !== null && row.exp <= this.nowSeconds();
  }
  create(body) {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid2("request body must be a JSON object");
    let name;
    if (input.name === void 0 || input.name === null) {
      name = generateRoomName();
    } else if (typeof input.name !== "string") {
      return invalid2("name must be a string");
    } else {
      name = input.name;
      if (name.length > 128) return invalid2(`room name '${name.slice(0, 40)}\u2026' is too long (at most 128 characters)`);
      if (!ROOM_NAME.test(name)) {
        return invalid2(`${name} contains invalid characters (room names can contain A-Z, a-z, 0-9, '-', and '_')`);
      }
    }
    const privacy = input.privacy ?? "public";
    if (privacy !== "public" && privacy !== "private") return invalid2("privacy must be 'public' or 'private'");
    const checked = this.roomConfig(input.properties ?? {}, name);
    if (checked instanceof RoomError) return checked.result;
    const config = checked;
    return this.store.transaction(() => {
      const existing = this.store.getRoom(name);
      if (existing && this.isExpired(existing)) this.store.deleteRoom(name);
      else if (existing) return invalid2(`a room named ${name} already exists`);
      const row = {
        id: (0, import_node_crypto6.randomUUID)(),
        name,
        privacy,
        created_at: new Date(this.now()).toISOString(),
        exp: typeof config.exp === "number" ? config.exp : null,
        config: JSON.stringify(config)
      };
      this.store.insertRoom(row);
      return { status: 200, body: this.toRoom({ ...row, seq: 0 }) };
    });
  }
  /** Validates room properties; returns the stored config (only non-default values) or an error result. */
  roomConfig(properties, name) {
    const fail = (info) => new RoomError(invalid2(info));
    if (!isPlainObject(properties)) return fail("properties must be a JSON object");
    const config = {};
    for (const [key, value] of Object.entries(properties)) {
      if (value === null || value === void 0 || key === "sip_uri") continue;
      if (ROOM_BOOLEANS.has(key)) {
        if (typeof value !== "boolean") return fail(`${key} must be a boolean`);
        if (value) config[key] = true;
        continue;
      }
      switch (key) {
        case "exp":
        case "nbf": {
          if (typeof value !== "number" || !Number.isFinite(value)) return fail(`${key} must be a unix timestamp in seconds`);
          if (key === "exp" && value <= this.nowSeconds()) return new RoomError(expInPast(value));
          config[key] = value;
          break;
        }
        case "enable_recording":
          if (typeof value !== "string" || !RECORDING_MODES.has(value)) {
            return fail(`enable_recording must be one of cloud, cloud-audio-only, local, raw-tracks`);
          }
          config[key] = value;
          break;
        case "max_participants":
        case "eject_after_elapsed":
          if (typeof value !== "number" || !Number.isInteger(value) || value < 1) return fail(`${key} must be a positive integer`);
          if (!(key === "max_participants" && value === DEFAULT_MAX_PARTICIPANTS)) config[key] = value;
          break;
        case "geo":
          if (typeof value !== "string" || value === "") return fail("geo must be a non-empty string");
          config[key] = value;
          break;
        case "recordings_bucket": {
          const bucket = recordingsBucket(value);
          if (typeof bucket === "string") return fail(bucket);
          config[key] = bucket;
          break;
        }
        case "sip": {
          const sip = sipParams(value);
          if (typeof sip === "string") return fail(sip);
          config.sip = sip;
          config.sip_uri = { endpoint: `${name}@sip.local.daily` };
          break;
        }
        default:
          config[key] = value;
      }
    }
    return config;
  }
  get(name) {
    const row = this.store.getRoom(name);
    if (!row || this.isExpired(row)) return roomNotFound(name);
    return { status: 200, body: this.toRoom(row) };
  }
  delete(name) {
    return this.store.transaction(() => {
      const row = this.store.getRoom(name);
      if (!row) return roomNotFound(name);
      this.store.deleteRoom(name);
      if (this.isExpired(row)) return { status: 404, body: { error: "not-found", info: `room ${name} not found`, deleted: true } };
      return { status: 200, body: { deleted: true, name } };
    });
  }
  list(query) {
    const page = pageQuery(query, "room", (id) => this.store.getRoomById(id)?.seq);
    if (isHttpResult(page)) return page;
    const { limit, cursor } = page;
    const now = this.nowSeconds();
    const data = this.store.listRooms(now, limit, cursor).map((row) => this.toRoom(row));
    return { status: 200, body: { total_count: this.store.countLiveRooms(now), data } };
  }
  token(body) {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid2("request body must be a JSON object");
    const properties = input.properties ?? {};
    if (!isPlainObject(properties)) return invalid2("properties must be a JSON object");
    const payload = {};
    for (const [key, value] of Object.entries(properties)) {
      if (value === null || value === void 0) continue;
      const claim = TOKEN_CLAIMS[key];
      if (!claim) return invalid2(`${key} is not a meeting token property the emulator supports`);
      const problem = tokenPropertyProblem(key, value, this.nowSeconds());
      if (problem) return problem;
      payload[claim] = value;
    }
    payload.d = this.domainId;
    payload.iat = Math.floor(this.nowSeconds());
    return { status: 200, body: { token: signHs256(payload, this.roomKey) } };
  }
  /** POST /rooms/:name: partial update; `null` resets a property to its default; `config` keeps only non-defaults. */
  update(name, body) {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid2("request body must be a JSON object");
    const privacy = input.privacy;
    if (privacy !== void 0 && privacy !== "public" && privacy !== "private") return invalid2("privacy must be 'public' or 'private'");
    const properties = input.properties ?? {};
    if (!isPlainObject(properties)) return invalid2("properties must be a JSON object");
    return this.store.transaction(() => {
      const row = this.store.getRoom(name);
      if (!row || this.isExpired(row)) return roomNotFound(name);
      const current = JSON.parse(row.config);
      const merged = { ...current };
      for (const [key, value] of Object.entries(properties)) {
        if (value === null) {
          delete merged[key];
          if (key === "sip") delete merged.sip_uri;
        } else if (value !== void 0) merged[key] = value;
      }
      const checked = this.roomConfig(merged, name);
      if (checked instanceof RoomError) return checked.result;
      const next = { ...row, privacy: privacy ?? row.privacy, exp: typeof checked.exp === "number" ? checked.exp : null, config: JSON.stringify(checked) };
      this.store.updateRoom(next);
      return { status: 200, body: this.toRoom(next) };
    });
  }
  /** GET /meeting-tokens/:token: the token's properties under their long names, or 400 when it is not valid here. */
  validateToken(token, query) {
    const payload = verifyHs256(token, this.roomKey);
    if (!payload) return invalid2("token is not a valid meeting token for this domain");
    if (payload.d !== this.domainId) return invalid2("token was issued for another domain");
    const now = this.nowSeconds();
    if (typeof payload.exp === "number" && payload.exp <= now) return invalid2(`token expired at ${payload.exp}`);
    const ignoreNbf = query.ignoreNbf === "true" || query.ignoreNbf === "1";
    if (!ignoreNbf && typeof payload.nbf === "number" && payload.nbf > now) {
      return invalid2(`token is not valid before ${payload.nbf} (pass ignoreNbf=true to validate it anyway)`);
    }
    const longNames = Object.fromEntries(Object.entries(TOKEN_CLAIMS).map(([long, claim]) => [claim, long]));
    const properties = {};
    for (const [claim, value] of Object.entries(payload)) {
      if (claim === "d" || claim === "iat") continue;
      properties[longNames[claim] ?? claim] = value;
    }
    return { status: 200, body: properties };
  }
  domainBody() {
    return {
      domain_name: this.domainName,
      domain_id: this.domainId,
      config: { force_audio_only_recording: Number(this.store.getMeta("force_audio_only_recording") ?? "0") }
    };
  }
  domain() {
    return { status: 200, body: this.domainBody() };
  }
  updateDomain(body) {
    if (!isPlainObject(body) || !isPlainObject(body.properties)) {
      return invalid2('request body must be {"properties": {...}}');
    }
    for (const [key, value] of Object.entries(body.properties)) {
      if (key !== "force_audio_only_recording") return invalid2(`${key} is not a domain property the emulator supports`);
      if (value !== 0 && value !== 1) return invalid2("force_audio_only_recording must be 0 or 1");
      this.store.setMeta(key, String(value));
    }
    return this.domain();
  }
};
var RoomError = class {
  constructor(result) {
    this.result = result;
  }
  result;
};
function expInPast(value) {
  return invalid2(`exp was '${String(value)}', which is in the past rather than in the future`);
}
function generateRoomName() {
  const bytes = (0, import_node_crypto6.randomBytes)(GENERATED_NAME_LENGTH * 2);
  let name = "";
  for (let i = 0; i < bytes.length && name.length < GENERATED_NAME_LENGTH; i++) {
    if (bytes[i] < 248) name += NAME_ALPHABET[bytes[i] % 62];
  }
  return name.length === GENERATED_NAME_LENGTH ? name : generateRoomName();
}
function recordingsBucket(value) {
  if (!isPlainObject(value)) return "recordings_bucket must be an object";
  for (const field of ["bucket_name", "bucket_region", "assume_role_arn"]) {
    if (typeof value[field] !== "string" || value[field] === "") return `recordings_bucket.${field} is required`;
  }
  if (value.allow_api_access !== void 0 && typeof value.allow_api_access !== "boolean") {
    return "recordings_bucket.allow_api_access must be a boolean";
  }
  return { allow_api_access: false, ...value };
}
function sipParams(value) {
  if (!isPlainObject(value)) return "sip must be an object";
  const sip = { ...SIP_DEFAULTS, ...value };
  if (typeof sip.display_name !== "string" || sip.display_name === "") return "sip.display_name must be a non-empty string";
  if (typeof sip.video !== "boolean") return "sip.video must be a boolean";
  if (sip.sip_mode !== "dial-in") return "sip.sip_mode must be 'dial-in'";
  if (typeof sip.num_endpoints !== "number" || !Number.isInteger(sip.num_endpoints) || sip.num_endpoints < 1 || sip.num_endpoints > 5) {
    return "sip.num_endpoints must be an integer from 1 to 5";
  }
  return sip;
}
function tokenPropertyProblem(key, value, nowSeconds) {
  if (TOKEN_BOOLEANS.has(key)) return typeof value === "boolean" ? void 0 : invalid2(`${key} must be a boolean`);
  switch (key) {
    case "room_name":
      return typeof value === "string" && ROOM_NAME.test(value) ? void 0 : invalid2("room_name must be a valid room name");
    case "exp":
    case "nbf":
      if (typeof value !== "number" || !Number.isFinite(value)) return invalid2(`${key} must be a unix timestamp in seconds`);
      return key === "exp" && value <= nowSeconds ? expInPast(value) : void 0;
    case "eject_after_elapsed":
      return typeof value === "number" && Number.isInteger(value) && value > 0 ? void 0 : invalid2("eject_after_elapsed must be a positive integer");
    case "user_name":
      return typeof value === "string" ? void 0 : invalid2("user_name must be a string");
    case "user_id":
      if (typeof value !== "string") return invalid2("user_id must be a string");
      return value.length > 36 ? invalid2("user_id must be at most 36 characters") : void 0;
    case "enable_recording":
      return typeof value === "string" && RECORDING_MODES.has(value) ? void 0 : invalid2("enable_recording must be one of cloud, cloud-audio-only, local, raw-tracks");
    case "permissions":
      return isPlainObject(value) ? void 0 : invalid2("permissions must be an object");
    default:
      return void 0;
  }
}

// src/emulator/schemaCompilers.ts
var import_node_module = require("node:module");
function fromFastify(name) {
  let factory;
  return () => {
    if (!factory) {
      const requireFromHere = (0, import_node_module.createRequire)(__agentdeckFileUrl);
      const requireFromFastify = (0, import_node_module.createRequire)(requireFromHere.resolve("fastify"));
      factory = requireFromFastify(name)();
    }
    return factory;
  };
}
var validator = fromFastify("@fastify/ajv-compiler");
var serializer = fromFastify("@fastify/fast-json-stringify-compiler");
var lazySchemaCompilers = {
  buildValidator: ((...args) => validator()(...args)),
  buildSerializer: ((...args) => serializer()(...args))
};

// src/emulator/secrets.ts
var bad2 = (error) => ({ status: 400, body: { error, code: "GENERIC_BAD_REQUEST" } });
var notFound3 = (error) => ({ status: 404, body: { error, code: "NOT_FOUND" } });
var SET_NOT_FOUND = notFound3("Set not found");
var OK = { status: 200, body: { status: "OK" } };
var INVALID_REGION = "Invalid region or organization does not have access";
var INVALID_FORMAT = "Invalid request format";
var PULL_FIELDS_MISSING = "Must provide isImagePullSecret, host, and secretValue to update an image pull secret";
var REGIONS_RESULT = { status: 200, body: { regions: REGIONS }, json: JSON.stringify({ regions: REGIONS }) };
var SecretsService = class {
  store;
  readyDelayMs;
  now;
  listCache;
  constructor(options) {
    this.store = options.store;
    this.readyDelayMs = options.readyDelayMs;
    this.now = options.now ?? Date.now;
    this.listCache = new ListCache(options.store);
  }
  defaultRegion(org) {
    return this.store.defaultRegion(org) ?? DEFAULT_REGION;
  }
  /** Status is derived from the stored write time, so it is right after a restart too. */
  summary(row, now) {
    const out = { name: row.name, type: row.type, region: row.region, status: "pending" };
    if (now >= row.updated_at + this.readyDelayMs) {
      if (row.failure) {
        out.status = "failed";
        out.errorMessage = row.failure;
      } else {
        out.status = "ready";
      }
    }
    return out;
  }
  list(org, region) {
    const now = this.now();
    return this.listCache.read(`${org}\0${region ?? ""}`, now, () => {
      let validUntil = Number.POSITIVE_INFINITY;
      const sets = this.store.listSets(org, region).map((row) => {
        const settlesAt = row.updated_at + this.readyDelayMs;
        if (now < settlesAt && settlesAt < validUntil) validUntil = settlesAt;
        return this.summary(row, now);
      });
      const body = { sets };
      return { result: { status: 200, body, json: JSON.stringify(body) }, validUntil };
    });
  }
  changed() {
    this.listCache.clear();
  }
  get(org, name) {
    const row = this.store.getSet(org, name);
    if (!row) return SET_NOT_FOUND;
    if (row.type === "imagePullSecret") return bad2("Cannot retrieve image pull secrets by name");
    const { type: _type, ...detail } = this.summary(row, this.now());
    const secrets = this.store.keysOf(org, name).map((fieldName) => ({ fieldName }));
    return { status: 200, body: { ...detail, secrets } };
  }
  put(org, name, body, queryRegion) {
    if (!isPlainObject(body)) return bad2(INVALID_FORMAT);
    if (!SET_NAME.test(name)) return bad2(SET_NAME_RULE);
    if (body.name !== void 0 && body.name !== name) {
      return bad2("The set name in the body does not match the set name in the path");
    }
    const isPull = body.isImagePullSecret;
    if (isPull !== void 0 && typeof isPull !== "boolean") return bad2(`${INVALID_FORMAT}: isImagePullSecret must be a boolean`);
    const region = body.region ?? queryRegion;
    if (region !== void 0 && (typeof region !== "string" || !REGION_CODES.has(region))) return bad2(INVALID_REGION);
    return isPull === true ? this.putPullSecret(org, name, body, region) : this.putRegular(org, name, body, region);
  }
  putRegular(org, name, body, region) {
    const parsed = parsePairs(body);
    if (typeof parsed === "string") return bad2(parsed);
    return this.store.transaction(() => {
      const existing = this.store.getSet(org, name);
      if (existing?.type === "imagePullSecret") return bad2("Cannot update existing image pull secrets to regular secrets");
      if (existing && region !== void 0 && region !== existing.region) return regionConflict(existing.region, region);
      const effectiveRegion = existing?.region ?? region ?? this.defaultRegion(org);
      const failure = name.startsWith(FAIL_PREFIX) ? provisioningFailure(effectiveRegion) : null;
      const now = this.now();
      const row = { org, name, host: null, pullSecretValue: null, failure, now };
      if (existing) this.store.touchSet(row);
      else this.store.insertSet({ ...row, type: "secret", region: effectiveRegion });
      for (const [key, value] of parsed) this.store.upsertValue(org, name, key, value);
      this.changed();
      return accepted(effectiveRegion);
    });
  }
  putPullSecret(org, name, body, region) {
    const { host, secretValue } = body;
    if (typeof host !== "string" || host.trim() === "" || typeof secretValue !== "string" || secretValue === "") {
      return bad2(PULL_FIELDS_MISSING);
    }
    if (!isHostUrl(host)) return bad2("host must be a registry URL such as https://index.docker.io/v1/");
    const normalisedHost = host.endsWith("/") ? host : `${host}/`;
    return this.store.transaction(() => {
      const existing = this.store.getSet(org, name);
      if (existing?.type === "secret") return bad2("Cannot update existing regular secrets to image pull secrets");
      if (existing && region !== void 0 && region !== existing.region) return regionConflict(existing.region, region);
      const effectiveRegion = existing?.region ?? region ?? this.defaultRegion(org);
      const failure = isBase64Credentials(secretValue) ? null : PULL_SECRET_FAILURE;
      const row = { org, name, host: normalisedHost, pullSecretValue: secretValue, failure, now: this.now() };
      if (existing) this.store.touchSet(row);
      else this.store.insertSet({ ...row, type: "imagePullSecret", region: effectiveRegion });
      this.changed();
      return accepted(effectiveRegion);
    });
  }
  deleteSet(org, name) {
    return this.store.transaction(() => {
      if (!this.store.deleteSet(org, name)) return SET_NOT_FOUND;
      this.changed();
      return OK;
    });
  }
  deleteKey(org, name, key) {
    return this.store.transaction(() => {
      const row = this.store.getSet(org, name);
      if (!row) return SET_NOT_FOUND;
      if (row.type === "imagePullSecret") return bad2("Cannot be used with image pull secrets");
      if (!this.store.deleteValue(org, name, key)) return notFound3("Secret not found");
      this.store.touchSetTime(org, name, this.now());
      this.changed();
      return OK;
    });
  }
  regions() {
    return REGIONS_RESULT;
  }
  properties(org) {
    return { status: 200, body: { properties: { defaultRegion: this.defaultRegion(org) } } };
  }
  propertiesSchema(org) {
    return {
      status: 200,
      body: {
        properties: {
          defaultRegion: {
            type: "string",
            description: "Default region for new service deployments",
            default: DEFAULT_REGION,
            currentValue: this.defaultRegion(org),
            readOnly: false,
            availableValues: REGIONS.map((r) => r.code)
          }
        }
      }
    };
  }
  patchProperties(org, body) {
    if (!isPlainObject(body)) return bad2(INVALID_FORMAT);
    const names = Object.keys(body);
    if (names.length === 0) return bad2("No properties provided");
    const unknown = names.find((n) => n !== "defaultRegion");
    if (unknown !== void 0) return bad2(`Property '${unknown}' is not a valid property`);
    const region = body.defaultRegion;
    if (typeof region !== "string" || !REGION_CODES.has(region)) {
      return bad2(`Region '${String(region)}' is not available. Available regions: ${REGIONS.map((r) => r.code).join(", ")}`);
    }
    this.store.setDefaultRegion(org, region);
    return this.propertiesSchema(org);
  }
  /** Type, region and derived status of one set (for the agents' binding rules); undefined when absent. */
  state(org, name) {
    const row = this.store.getSet(org, name);
    return row ? { type: row.type, region: row.region, status: this.summary(row, this.now()).status } : void 0;
  }
  /** Creates `count` ready sets (one key each) in `org`; used to seed benchmarks. */
  seed(org, count) {
    const readyAt = this.now() - this.readyDelayMs - 1;
    const width = Math.max(5, String(count).length);
    this.store.transaction(() => {
      for (let i = 1; i <= count; i++) {
        const name = `seed-set-${String(i).padStart(width, "0")}`;
        const region = REGIONS[i % REGIONS.length].code;
        this.store.insertSet({ org, name, type: "secret", region, host: null, pullSecretValue: null, failure: null, now: readyAt });
        this.store.upsertValue(org, name, "SEED_KEY", `seed-value-${i}`);
      }
    });
    this.changed();
  }
};
function accepted(region) {
  return { status: 202, body: { status: "OK", region } };
}
function regionConflict(existing, requested) {
  return bad2(`Secret already exists in region '${existing}'. Cannot change region to '${requested}'.`);
}
function isHostUrl(host) {
  if (/\s/.test(host)) return false;
  try {
    const url = new URL(host.includes("://") ? host : `https://${host}`);
    return url.hostname.length > 0;
  } catch {
    return false;
  }
}
function parsePairs(body) {
  let items;
  if (body.secrets !== void 0) {
    if (!Array.isArray(body.secrets)) return `${INVALID_FORMAT}: secrets must be a list of {secretKey, secretValue}`;
    if (body.secretKey !== void 0 || body.secretValue !== void 0) {
      return `${INVALID_FORMAT}: send either secrets or secretKey/secretValue, not both`;
    }
    if (body.secrets.length === 0) return `${INVALID_FORMAT}: secrets must hold at least one {secretKey, secretValue}`;
    items = body.secrets;
  } else if (body.secretKey !== void 0 || body.secretValue !== void 0) {
    items = [{ secretKey: body.secretKey, secretValue: body.secretValue }];
  } else {
    return "Must provide secrets (a list of {secretKey, secretValue}) or secretKey and secretValue";
  }
  const pairs = /* @__PURE__ */ new Map();
  for (const item of items) {
    if (!isPlainObject(item) || typeof item.secretKey !== "string" || typeof item.secretValue !== "string") {
      return "Must provide secretKey and secretValue (strings) for every secret";
    }
    const { secretKey, secretValue } = item;
    if (!SECRET_KEY.test(secretKey)) {
      return "Secret names must contain only alphanumeric characters, underscores, and hyphens.";
    }
    if (secretKey.length > SECRET_KEY_MAX) return `Secret names must not exceed ${SECRET_KEY_MAX} characters.`;
    if (secretValue === "") return `Secret value for '${secretKey}' must not be empty.`;
    pairs.set(secretKey, secretValue);
  }
  return [...pairs];
}

// src/emulator/store.ts
var import_better_sqlite3 = __toESM(require("better-sqlite3"), 1);
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");

// src/emulator/keepStatements.ts
var kept = [];
function keepStatements(db) {
  kept.push(db);
  const prepare = db.prepare.bind(db);
  db.prepare = ((source) => {
    const statement = prepare(source);
    kept.push(statement);
    return statement;
  });
  return db;
}

// src/emulator/store.ts
var DB_FILE = "emulator.db";
var SCHEMA4 = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS org_properties (org TEXT PRIMARY KEY, default_region TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS secret_sets (
  org TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('secret', 'imagePullSecret')),
  region TEXT NOT NULL,
  host TEXT,
  pull_secret_value TEXT,
  failure TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS secret_values (
  org TEXT NOT NULL,
  set_name TEXT NOT NULL,
  secret_key TEXT NOT NULL,
  secret_value TEXT NOT NULL,
  PRIMARY KEY (org, set_name, secret_key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rooms (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,
  privacy TEXT NOT NULL,
  created_at TEXT NOT NULL,
  exp REAL,
  config TEXT NOT NULL
);
`;
function ensurePrivateFile(path) {
  if (!(0, import_node_fs2.existsSync)(path)) (0, import_node_fs2.closeSync)((0, import_node_fs2.openSync)(path, "a", 384));
  if (((0, import_node_fs2.statSync)(path).mode & 63) !== 0) (0, import_node_fs2.chmodSync)(path, 384);
}
var EmulatorStore = class {
  db;
  stmts;
  constructor(dataDir) {
    const path = (0, import_node_path2.join)(dataDir, DB_FILE);
    ensurePrivateFile(path);
    this.db = keepStatements(new import_better_sqlite3.default(path));
    this.db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;");
    this.db.exec(SCHEMA4);
    const db = this.db;
    this.stmts = {
      begin: db.prepare("BEGIN IMMEDIATE"),
      commit: db.prepare("COMMIT"),
      rollback: db.prepare("ROLLBACK"),
      getMeta: db.prepare("SELECT value FROM meta WHERE key = ?"),
      setMeta: db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value"),
      getDefaultRegion: db.prepare(
        "SELECT default_region FROM org_properties WHERE org = ?"
      ),
      setDefaultRegion: db.prepare(
        "INSERT INTO org_properties (org, default_region) VALUES (?, ?) ON CONFLICT(org) DO UPDATE SET default_region = excluded.default_region"
      ),
      listSets: db.prepare(
        "SELECT name, type, region, host, failure, updated_at FROM secret_sets WHERE org = ? ORDER BY name"
      ),
      listSetsInRegion: db.prepare(
        "SELECT name, type, region, host, failure, updated_at FROM secret_sets WHERE org = ? AND region = ? ORDER BY name"
      ),
      getSet: db.prepare(
        "SELECT name, type, region, host, failure, updated_at FROM secret_sets WHERE org = ? AND name = ?"
      ),
      countSets: db.prepare("SELECT COUNT(*) AS n FROM secret_sets"),
      dataVersion: db.prepare("PRAGMA data_version").pluck(),
      insertMetaIfAbsent: db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING"),
      keysOf: db.prepare(
        "SELECT secret_key FROM secret_values WHERE org = ? AND set_name = ? ORDER BY secret_key"
      ),
      insertSet: db.prepare(
        `INSERT INTO secret_sets (org, name, type, region, host, pull_secret_value, failure, created_at, updated_at)
         VALUES (@org, @name, @type, @region, @host, @pullSecretValue, @failure, @now, @now)`
      ),
      touchSet: db.prepare(
        `UPDATE secret_sets SET host = @host, pull_secret_value = @pullSecretValue, failure = @failure, updated_at = @now
         WHERE org = @org AND name = @name`
      ),
      touchSetTime: db.prepare("UPDATE secret_sets SET updated_at = ? WHERE org = ? AND name = ?"),
      upsertValue: db.prepare(
        `INSERT INTO secret_values (org, set_name, secret_key, secret_value) VALUES (?, ?, ?, ?)
         ON CONFLICT(org, set_name, secret_key) DO UPDATE SET secret_value = excluded.secret_value`
      ),
      deleteSet: db.prepare("DELETE FROM secret_sets WHERE org = ? AND name = ?"),
      deleteValues: db.prepare("DELETE FROM secret_values WHERE org = ? AND set_name = ?"),
      deleteValue: db.prepare("DELETE FROM secret_values WHERE org = ? AND set_name = ? AND secret_key = ?"),
      insertRoom: db.prepare(
        "INSERT INTO rooms (id, name, privacy, created_at, exp, config) VALUES (@id, @name, @privacy, @created_at, @exp, @config)"
      ),
      getRoom: db.prepare("SELECT * FROM rooms WHERE name = ?"),
      getRoomById: db.prepare("SELECT * FROM rooms WHERE id = ?"),
      deleteRoom: db.prepare("DELETE FROM rooms WHERE name = ?"),
      updateRoom: db.prepare("UPDATE rooms SET privacy = @privacy, exp = @exp, config = @config WHERE name = @name"),
      countLiveRooms: db.prepare("SELECT COUNT(*) AS n FROM rooms WHERE exp IS NULL OR exp > ?"),
      roomsNewest: db.prepare(
        "SELECT * FROM rooms WHERE (exp IS NULL OR exp > ?) ORDER BY seq DESC LIMIT ?"
      ),
      roomsOlderThan: db.prepare(
        "SELECT * FROM rooms WHERE (exp IS NULL OR exp > ?) AND seq < ? ORDER BY seq DESC LIMIT ?"
      ),
      roomsNewerThan: db.prepare(
        "SELECT * FROM rooms WHERE (exp IS NULL OR exp > ?) AND seq > ? ORDER BY seq ASC LIMIT ?"
      )
    };
  }
  /** Runs fn in one transaction (BEGIN IMMEDIATE … COMMIT with cached statements; nested calls join the outer one). */
  transaction(fn) {
    if (this.db.inTransaction) return fn();
    this.stmts.begin.run();
    try {
      const result = fn();
      this.stmts.commit.run();
      return result;
    } catch (error) {
      if (this.db.inTransaction) this.stmts.rollback.run();
      throw error;
    }
  }
  getMeta(key) {
    return this.stmts.getMeta.get(key)?.value;
  }
  setMeta(key, value) {
    this.stmts.setMeta.run(key, value);
  }
  /** Sets a meta value unless one is there (another process may have set it first); returns the stored value. */
  metaOrInsert(key, value) {
    this.stmts.insertMetaIfAbsent.run(key, value);
    return this.getMeta(key) ?? value;
  }
  /**
   * Changes whenever another connection (another process sharing the data dir) commits; this connection's own
   * commits do not change it. Cheap: no table is read.
   */
  dataVersion() {
    return this.stmts.dataVersion.get();
  }
  defaultRegion(org) {
    return this.stmts.getDefaultRegion.get(org)?.default_region;
  }
  setDefaultRegion(org, region) {
    this.stmts.setDefaultRegion.run(org, region);
  }
  listSets(org, region) {
    return region === void 0 ? this.stmts.listSets.all(org) : this.stmts.listSetsInRegion.all(org, region);
  }
  getSet(org, name) {
    return this.stmts.getSet.get(org, name);
  }
  countSets() {
    return this.stmts.countSets.get()?.n ?? 0;
  }
  keysOf(org, name) {
    return this.stmts.keysOf.all(org, name).map((row) => row.secret_key);
  }
  insertSet(row) {
    this.stmts.insertSet.run(row);
  }
  /** Marks an existing set as written at `now` (status is derived from that time). */
  touchSet(row) {
    this.stmts.touchSet.run(row);
  }
  touchSetTime(org, name, now) {
    this.stmts.touchSetTime.run(now, org, name);
  }
  upsertValue(org, name, key, value) {
    this.stmts.upsertValue.run(org, name, key, value);
  }
  deleteSet(org, name) {
    this.stmts.deleteValues.run(org, name);
    return this.stmts.deleteSet.run(org, name).changes > 0;
  }
  deleteValue(org, name, key) {
    return this.stmts.deleteValue.run(org, name, key).changes > 0;
  }
  insertRoom(room) {
    this.stmts.insertRoom.run(room);
  }
  getRoom(name) {
    return this.stmts.getRoom.get(name);
  }
  updateRoom(room) {
    this.stmts.updateRoom.run({ name: room.name, privacy: room.privacy, exp: room.exp, config: room.config });
  }
  getRoomById(id) {
    return this.stmts.getRoomById.get(id);
  }
  deleteRoom(name) {
    return this.stmts.deleteRoom.run(name).changes > 0;
  }
  countLiveRooms(nowSeconds) {
    return this.stmts.countLiveRooms.get(nowSeconds)?.n ?? 0;
  }
  /** Live rooms, newest first; `after`/`before` are cursor seqs (exclusive). */
  listRooms(nowSeconds, limit, cursor) {
    if (cursor?.after !== void 0) return this.stmts.roomsOlderThan.all(nowSeconds, cursor.after, limit);
    if (cursor?.before !== void 0) return this.stmts.roomsNewerThan.all(nowSeconds, cursor.before, limit).reverse();
    return this.stmts.roomsNewest.all(nowSeconds, limit);
  }
  close() {
    if (this.db.open) this.db.close();
  }
};

// src/emulator/options.ts
var import_node_os = require("node:os");
var import_node_path3 = require("node:path");

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1);
var {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// src/emulator/options.ts
var DEFAULT_READY_DELAY_MS = 1500;
function defaultEmulatorDataDir(env = process.env) {
  const base = env.XDG_DATA_HOME && env.XDG_DATA_HOME.trim() !== "" ? env.XDG_DATA_HOME : (0, import_node_path3.join)((0, import_node_os.homedir)(), ".local", "share");
  return (0, import_node_path3.join)(base, "agentdeck", "emulator");
}
function integer(name, min, max) {
  return (value) => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`${name} must be an integer from ${min} to ${max}.`);
    }
    return n;
  };
}
function chaosSpec(value) {
  try {
    return parseChaosSpec(value);
  } catch (error) {
    throw new InvalidArgumentError(error.message);
  }
}
function buildEmulatorProgram(env, stdout, stderr) {
  return new Command("agentdeck emulator").description("Run the local emulator of the Pipecat Cloud API and the Daily room API (offline development).").addOption(new Option("--port <n>", "port to listen on (0 = any free port)").argParser(integer("--port", 0, 65535)).default(0)).addOption(new Option("--data <dir>", "data directory (SQLite store and keys)").default(defaultEmulatorDataDir(env))).addOption(
    new Option("--host <host>", "address to bind; anything but loopback exposes the emulator to your network").default(
      "127.0.0.1"
    )
  ).addOption(
    new Option("--ready-delay <ms>", "how long a written secret set stays pending").argParser(integer("--ready-delay", 0, 36e5)).default(DEFAULT_READY_DELAY_MS)
  ).addOption(
    new Option(
      "--chaos <spec>",
      "fault injection, e.g. latency=200,error=0.3,errorMethods=GET,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,seed=7 (env AGENTDECK_EMULATOR_CHAOS)"
    ).argParser(chaosSpec)
  ).addOption(
    new Option("--seed-sets <n>", "create N ready secret sets when the store is empty").argParser(integer("--seed-sets", 0, 1e6)).default(0)
  ).addOption(
    new Option("--token-ttl <seconds>", "lifetime of access tokens from the login flow (then 401 until refreshed)").argParser(integer("--token-ttl", 1, 31536e3)).default(86400)
  ).addOption(
    new Option("--org-put <form>", "what PUT on the org-scoped secrets path takes: any (batch or one key) or single-key").choices(["any", "single-key"]).default("any")
  ).addOption(
    new Option("--seed-agents <n>", "create N ready agents when there are none, binding the secret sets already there (after --seed-sets)").argParser(integer("--seed-agents", 0, 1e5)).default(0)
  ).helpOption("-h, --help", "show this help").configureOutput({ writeOut: (text) => void stdout.write(text), writeErr: (text) => void stderr.write(text) }).exitOverride().showHelpAfterError(false);
}

// src/emulator/server.ts
var DEFAULT_BODY_LIMIT = 256 * 1024;
var DAILY_PREFIX = "/daily/v1";
var ROOM_URL_BASE = "https://agentdeck-emulator.daily.localhost";
var UNAUTHORIZED_JSON = JSON.stringify({ error: "Unauthorized", code: "UNAUTHORIZED" });
var PIPECAT_TOO_LARGE = { error: "Payload too large", code: "PAYLOAD_TOO_LARGE" };
var PIPECAT_INTERNAL = { error: "Internal server error", code: "INTERNAL_SERVER_ERROR" };
var PIPECAT_RATE_LIMITED = { error: "Too many requests", code: "TOO_MANY_REQUESTS" };
var INVALID_FORMAT2 = { error: "Invalid request format", code: "GENERIC_BAD_REQUEST" };
var MALFORMED_BODY = '{"sets":[{"name":"trunc';
var SINGLE_KEY_ONLY = {
  status: 400,
  body: { error: "Invalid request format: provide secretKey and secretValue", code: "GENERIC_BAD_REQUEST" }
};
var isBatchBody = (body) => typeof body === "object" && body !== null && body.secrets !== void 0;
function familyOf(url) {
  return url.startsWith("/daily/") || url === "/daily" ? "daily" : "pipecat";
}
function preparePrivateDir(dataDir) {
  (0, import_node_fs3.mkdirSync)(dataDir, { recursive: true, mode: 448 });
  if (((0, import_node_fs3.statSync)(dataDir).mode & 63) !== 0) (0, import_node_fs3.chmodSync)(dataDir, 448);
}
function formatUrl(host, port) {
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
function send(reply, result) {
  if (result.json !== void 0) reply.code(result.status).type("application/json; charset=utf-8").send(result.json);
  else reply.code(result.status).send(result.body);
}
async function startEmulator(opts) {
  if (!opts || typeof opts.dataDir !== "string" || opts.dataDir === "") throw new Error("startEmulator: dataDir is required");
  const dataDir = (0, import_node_path4.resolve)(opts.dataDir);
  const host = opts.host ?? "127.0.0.1";
  const readyDelayMs = opts.readyDelayMs ?? DEFAULT_READY_DELAY_MS;
  const bodyLimit = opts.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const chaos = new ChaosEngine(opts.chaos);
  preparePrivateDir(dataDir);
  const keys = loadOrCreateKeys(dataDir);
  const matchKey = createKeyMatcher(keys);
  const store = new EmulatorStore(dataDir);
  const orgs = ORGANIZATIONS.map((o) => o.name);
  const orgNames = new Set(orgs);
  let baseUrl = "";
  const secrets = new SecretsService({ store, readyDelayMs });
  const rooms = new RoomsService({ store, roomKey: keys.roomKey, baseUrl: () => ROOM_URL_BASE, now: opts.now });
  const recordings = new RecordingsService({
    store,
    signingKey: keys.roomKey,
    baseUrl: () => baseUrl,
    domainName: rooms.domainName,
    media: opts.recordingMedia,
    now: opts.now
  });
  const oauth = new OAuthService({
    db: store.db,
    tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    baseUrl: () => baseUrl,
    now: opts.now
  });
  const singleKeyOrgPuts = opts.orgPutForm === "single-key";
  let agents;
  try {
    agents = new AgentsService({ agents: new AgentStore(store), secrets, readyDelayMs });
    if (opts.seedSets && opts.seedSets > 0 && store.countSets() === 0) secrets.seed(orgs[0], opts.seedSets);
    if (opts.seedAgents && opts.seedAgents > 0 && agents.isEmpty()) agents.seed(orgs[0], opts.seedAgents, store.listSets(orgs[0]));
  } catch (error) {
    store.close();
    throw error;
  }
  const app = (0, import_fastify.default)({
    logger: opts.logger ? {
      level: "info",
      ...opts.logStream ? { stream: opts.logStream } : {},
      // Method, path and status only: never headers (Authorization) or bodies.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode })
      }
    } : false,
    bodyLimit,
    // Meeting tokens travel as a path parameter (GET /meeting-tokens/:token); find-my-way's default is 100.
    routerOptions: { maxParamLength: 4096 },
    forceCloseConnections: true,
    return503OnClosing: true,
    schemaController: { compilersFactory: lazySchemaCompilers }
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, void 0);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error("Invalid JSON body"), { statusCode: 400, code: "EMU_BAD_JSON" }), void 0);
    }
  });
  app.setErrorHandler((error, request, reply) => {
    const family = familyOf(request.url);
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send(family === "daily" ? { error: "invalid-request-error", info: "request body is too large" } : PIPECAT_TOO_LARGE);
    }
    if (status >= 400 && status < 500) {
      if (family === "pipecat") return reply.code(400).send(INVALID_FORMAT2);
      return reply.code(400).send(
        error.code === "EMU_BAD_JSON" ? { error: "json-parsing-error", info: "request body is not valid JSON" } : { error: "invalid-request-error", info: "malformed request" }
      );
    }
    request.log.error({ code: error.code }, "emulator handler failed");
    return reply.code(500).send(family === "daily" ? { error: "server-error", info: "internal server error" } : PIPECAT_INTERNAL);
  });
  app.setNotFoundHandler((request, reply) => {
    if (familyOf(request.url) === "daily") {
      return reply.code(404).send({ error: "not-found", info: `no such endpoint: ${request.method} ${request.url.split("?")[0]}` });
    }
    return reply.code(404).send({ error: "Not found", code: "NOT_FOUND" });
  });
  const injectFault = (request, reply, fault, done) => {
    const daily2 = familyOf(request.url) === "daily";
    switch (fault) {
      case "drop":
        reply.hijack();
        request.raw.socket?.destroy();
        return;
      case "hang":
        reply.hijack();
        return;
      case "rateLimit": {
        const seconds = chaos.retryAfterSeconds;
        reply.code(429).header("retry-after", String(seconds)).send(daily2 ? { error: "rate-limit-error", info: `Too many requests. Retry after ${seconds} s.` } : PIPECAT_RATE_LIMITED);
        return;
      }
      case "error":
        reply.code(500).send(daily2 ? { error: "server-error", info: "injected server error" } : PIPECAT_INTERNAL);
        return;
      case "malformed":
        reply.code(200).type("application/json; charset=utf-8").send(MALFORMED_BODY);
        return;
      default:
        done();
    }
  };
  const spoilAfter = /* @__PURE__ */ new WeakMap();
  app.addHook("onSend", (request, reply, payload, done) => {
    const after = spoilAfter.get(request);
    if (after === void 0) return done(null, payload);
    if (after === "hangAfterWrite") return;
    const daily2 = familyOf(request.url) === "daily";
    reply.code(500).type("application/json; charset=utf-8");
    done(null, JSON.stringify(daily2 ? { error: "server-error", info: "injected server error after applying" } : PIPECAT_INTERNAL));
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (!chaos.active || request.url.startsWith("/_emulator/")) return done();
    const decision = chaos.decide(request.method);
    if (decision.after) spoilAfter.set(request, decision.after);
    const act = () => decision.fault ? injectFault(request, reply, decision.fault, done) : done();
    if (decision.latencyMs > 0) setTimeout(act, decision.latencyMs);
    else act();
  });
  const keyKindOf = (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === void 0) return void 0;
    if (token.startsWith(ACCESS_PREFIX)) return oauth.isValidAccessToken(token) ? "user" : void 0;
    return matchKey(token);
  };
  const requireKind = (kind) => (request, reply, done) => {
    if (keyKindOf(request) === kind) return done();
    reply.code(401).type("application/json; charset=utf-8").send(UNAUTHORIZED_JSON);
  };
  const requirePrivate = requireKind("private");
  const requireUser = requireKind("user");
  const requireRoomKey = (request, reply, done) => {
    if (bearerToken(request.headers.authorization) === void 0) {
      reply.code(400).send({
        error: "authorization-header-error",
        info: "Missing or malformed Authorization header; expected 'Authorization: Bearer <API key>'"
      });
      return;
    }
    if (keyKindOf(request) === "room") return done();
    reply.code(401).send({ error: "authentication-error" });
  };
  const queryRegion = (request) => {
    const region = request.query.region;
    return typeof region === "string" && region !== "" ? region : void 0;
  };
  const orgNotFound = { status: 404, body: { error: "Organization not found", code: "NOT_FOUND" } };
  const families = [
    { prefix: "/v1", auth: requirePrivate, org: () => orgs[0] },
    {
      prefix: "/v1/organizations/:org",
      auth: requireUser,
      org: (request) => {
        const org = request.params.org;
        return org !== void 0 && orgNames.has(org) ? org : void 0;
      }
    }
  ];
  for (const { prefix, auth, org: orgOf } of families) {
    const scoped = (handler) => (request, reply) => {
      const org = orgOf(request);
      send(reply, org === void 0 ? orgNotFound : handler(org, request));
    };
    const name = (request) => request.params.name;
    const onRequest = auth;
    app.get(`${prefix}/secrets`, { onRequest }, scoped((org, r) => secrets.list(org, queryRegion(r))));
    app.get(`${prefix}/secrets/:name`, { onRequest }, scoped((org, r) => secrets.get(org, name(r))));
    const orgScoped = prefix !== "/v1";
    app.put(
      `${prefix}/secrets/:name`,
      { onRequest },
      scoped(
        (org, r) => (
          // `--org-put single-key`: the org-scoped path takes only the official CLI's one-key body.
          orgScoped && singleKeyOrgPuts && isBatchBody(r.body) ? SINGLE_KEY_ONLY : secrets.put(org, name(r), r.body, queryRegion(r))
        )
      )
    );
    app.delete(`${prefix}/secrets/:name`, { onRequest }, scoped((org, r) => secrets.deleteSet(org, name(r))));
    app.delete(
      `${prefix}/secrets/:name/:key`,
      { onRequest },
      scoped((org, r) => secrets.deleteKey(org, name(r), r.params.key))
    );
    app.get(`${prefix}/regions`, { onRequest }, scoped(() => secrets.regions()));
    app.get(`${prefix}/properties`, { onRequest }, scoped((org) => secrets.properties(org)));
    app.get(`${prefix}/properties/schema`, { onRequest }, scoped((org) => secrets.propertiesSchema(org)));
    app.patch(`${prefix}/properties`, { onRequest }, scoped((org, r) => secrets.patchProperties(org, r.body)));
  }
  const scopedBy = (orgOf) => (handler) => (request, reply) => {
    const org = orgOf(request);
    send(reply, org === void 0 ? orgNotFound : handler(org, request));
  };
  const asPrivate = scopedBy(families[0].org);
  const asOrg = scopedBy(families[1].org);
  const agentName = (request) => request.params.name;
  const listAgents = (org, request) => agents.list(org, queryRegion(request), String(request.query.includeActiveDeployment) === "true");
  const bodyName = (request) => isPlainObject(request.body) ? request.body.serviceName : void 0;
  app.get("/v1/agents", { onRequest: requirePrivate }, asPrivate(listAgents));
  app.post("/v1/agents", { onRequest: requirePrivate }, asPrivate((org, r) => agents.create(org, r.body)));
  app.get("/v1/agents/:name", { onRequest: requirePrivate }, asPrivate((org, r) => agents.get(org, agentName(r), false)));
  app.post("/v1/agents/:name", { onRequest: requirePrivate }, asPrivate((org, r) => agents.update(org, agentName(r), r.body)));
  app.delete("/v1/agents/:name", { onRequest: requirePrivate }, asPrivate((org, r) => agents.delete(org, agentName(r))));
  app.get("/v1/organizations/:org/services", { onRequest: requireUser }, asOrg(listAgents));
  app.post("/v1/organizations/:org/services", { onRequest: requireUser }, asOrg((org, r) => agents.create(org, r.body)));
  app.put("/v1/organizations/:org/services", { onRequest: requireUser }, asOrg((org, r) => agents.update(org, bodyName(r), r.body)));
  app.get("/v1/organizations/:org/services/:name", { onRequest: requireUser }, asOrg((org, r) => agents.get(org, agentName(r), true)));
  app.delete("/v1/organizations/:org/services/:name", { onRequest: requireUser }, asOrg((org, r) => agents.delete(org, agentName(r))));
  app.get(
    "/v1/organizations",
    { onRequest: requireUser },
    async (_request, reply) => reply.code(200).send({ organizations: ORGANIZATIONS })
  );
  app.get("/v1/organizations/:org/daily", { onRequest: requireUser }, async (request, reply) => {
    const org = request.params.org;
    if (org === void 0 || !orgNames.has(org)) return send(reply, orgNotFound);
    return reply.code(200).send({ apiKey: keys.roomKey });
  });
  app.get("/v1/users", { onRequest: requireUser }, async (_request, reply) => send(reply, oauth.user()));
  registerOAuthRoutes(app, oauth);
  const roomName = (request) => request.params.name;
  const daily = { onRequest: requireRoomKey };
  app.post(`${DAILY_PREFIX}/rooms`, daily, (request, reply) => send(reply, rooms.create(request.body)));
  app.get(
    `${DAILY_PREFIX}/rooms`,
    daily,
    (request, reply) => send(reply, rooms.list(request.query))
  );
  app.get(`${DAILY_PREFIX}/rooms/:name`, daily, (request, reply) => send(reply, rooms.get(roomName(request))));
  app.delete(`${DAILY_PREFIX}/rooms/:name`, daily, (request, reply) => send(reply, rooms.delete(roomName(request))));
  app.post(`${DAILY_PREFIX}/meeting-tokens`, daily, (request, reply) => send(reply, rooms.token(request.body)));
  app.post(`${DAILY_PREFIX}/rooms/:name`, daily, (request, reply) => send(reply, rooms.update(roomName(request), request.body)));
  app.get(
    `${DAILY_PREFIX}/meeting-tokens/:token`,
    daily,
    (request, reply) => send(reply, rooms.validateToken(request.params.token, request.query))
  );
  for (const action of ["start", "update", "stop"]) {
    app.post(
      `${DAILY_PREFIX}/rooms/:name/recordings/${action}`,
      daily,
      (request, reply) => send(reply, recordings[action](roomName(request), request.body))
    );
  }
  const recordingId = (request) => request.params.id;
  const query = (request) => request.query;
  app.get(`${DAILY_PREFIX}/recordings`, daily, (request, reply) => send(reply, recordings.list(query(request))));
  app.get(`${DAILY_PREFIX}/recordings/:id`, daily, (request, reply) => send(reply, recordings.get(recordingId(request))));
  app.delete(`${DAILY_PREFIX}/recordings/:id`, daily, (request, reply) => send(reply, recordings.delete(recordingId(request))));
  app.get(
    `${DAILY_PREFIX}/recordings/:id/access-link`,
    daily,
    (request, reply) => send(reply, recordings.accessLink(recordingId(request), query(request)))
  );
  app.get(`${MEDIA_PREFIX}/:id/:file`, (request, reply) => {
    const { id, file } = request.params;
    const found = recordings.mediaFile(id, file, query(request));
    if ("text" in found) return void reply.code(found.status).type("text/plain; charset=utf-8").send(found.text);
    reply.code(200).header("content-type", found.contentType).header("content-length", String(found.body.length)).header("content-disposition", `attachment; filename="${found.filename}"`).send(found.body);
  });
  app.get(`${DAILY_PREFIX}/`, daily, (_request, reply) => send(reply, rooms.domain()));
  app.post(`${DAILY_PREFIX}/`, daily, (request, reply) => send(reply, rooms.updateDomain(request.body)));
  app.get("/_emulator/health", async (_request, reply) => reply.code(200).send({ ok: true }));
  app.put("/_emulator/chaos", { onRequest: requirePrivate }, async (request, reply) => {
    let next;
    try {
      next = validateChaos(request.body);
    } catch (error) {
      return reply.code(400).send({ error: error.message, code: "GENERIC_BAD_REQUEST" });
    }
    chaos.set(Object.keys(next).length > 0 ? next : void 0);
    return reply.code(200).send({ ok: true, chaos: next });
  });
  try {
    await app.listen({ port: opts.port ?? 0, host });
  } catch (error) {
    store.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : opts.port ?? 0;
  baseUrl = formatUrl(host, port);
  let closing;
  return {
    url: baseUrl,
    host,
    port,
    apiHost: baseUrl,
    roomApiUrl: `${baseUrl}${DAILY_PREFIX}`,
    keys,
    orgs: [...orgs],
    dataDir,
    oauth: { issuer: oauth.issuer, clientId: oauth.clientId, tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS },
    setChaos(next) {
      chaos.set(next);
    },
    close() {
      closing ??= app.close().then(() => store.close());
      return closing;
    }
  };
}

// src/emulator/command.ts
function isLoopback(host) {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}
function banner(emulator, chaos) {
  const lines = [
    `agentdeck emulator listening on ${emulator.url}`,
    `  Pipecat API host: ${emulator.apiHost}   (private API: ${emulator.apiHost}/v1/secrets, org API: ${emulator.apiHost}/v1/organizations/${emulator.orgs[0]}/secrets)`,
    `  Room API:         ${emulator.roomApiUrl}`,
    `  Data:             ${emulator.dataDir}`,
    `  Organizations:    ${emulator.orgs.join(", ")} (default ${emulator.orgs[0]})`,
    "",
    "Keys (local to this emulator; stored in keys.json in the data directory):",
    `  private API key (org ${emulator.orgs[0]}): ${emulator.keys.privateKey}`,
    `  user token (all orgs):          ${emulator.keys.userToken}`,
    `  room API key:                   ${emulator.keys.roomKey}`,
    `Login (agentdeck auth login / pipecat cloud auth login): PIPECAT_API_HOST=${emulator.apiHost}, issuer ${emulator.oauth.issuer}, access tokens live ${emulator.oauth.tokenTtlSeconds} s`,
    "",
    "Environment for agentdeck and your tools:",
    `PIPECAT_API_HOST=${emulator.apiHost}`,
    `PIPECAT_API_KEY=${emulator.keys.privateKey}`,
    `DAILY_API_URL=${emulator.roomApiUrl}`,
    `DAILY_API_KEY=${emulator.keys.roomKey}`,
    ""
  ];
  if (chaos) lines.push(`Fault injection on: ${JSON.stringify(chaos)}`, "");
  if (!isLoopback(emulator.host)) {
    lines.push(`WARNING: bound to ${emulator.host}, reachable from other machines. Use --host 127.0.0.1 to keep it local.`, "");
  }
  lines.push("Press Ctrl+C to stop.");
  return lines.join("\n") + "\n";
}
async function runEmulatorCommand(argv, io = {}) {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const env = io.env ?? process.env;
  const args = argv[0] === "emulator" ? argv.slice(1) : argv;
  const program2 = buildEmulatorProgram(env, stdout, stderr);
  try {
    program2.parse(args, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode !== 0) process.exitCode = 2;
      return;
    }
    throw error;
  }
  const options = program2.opts();
  let chaos = options.chaos;
  if (!chaos) {
    try {
      chaos = chaosFromEnv(env);
    } catch (error) {
      stderr.write(`error: AGENTDECK_EMULATOR_CHAOS: ${error.message}
`);
      process.exitCode = 2;
      return;
    }
  }
  let emulator;
  try {
    emulator = await startEmulator({
      dataDir: options.data,
      port: options.port,
      host: options.host,
      readyDelayMs: options.readyDelay,
      chaos,
      seedSets: options.seedSets,
      tokenTtlSeconds: options.tokenTtl,
      orgPutForm: options.orgPut,
      seedAgents: options.seedAgents
    });
  } catch (error) {
    const { code, message } = error;
    const reason = code === "EADDRINUSE" ? `port ${options.port} on ${options.host} is already in use (try --port 0 for any free port)` : code === "EADDRNOTAVAIL" ? `address ${options.host} is not available on this machine` : message;
    stderr.write(`error: could not start the emulator: ${reason}
`);
    process.exitCode = 1;
    return;
  }
  stdout.write(banner(emulator, chaos));
  await new Promise((resolveStop) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      io.signal?.removeEventListener("abort", stop);
      resolveStop();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    if (io.signal?.aborted) stop();
    else io.signal?.addEventListener("abort", stop, { once: true });
  });
  await emulator.close();
  stdout.write("agentdeck emulator stopped\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_BODY_LIMIT,
  DEFAULT_READY_DELAY_MS,
  chaosFromEnv,
  defaultEmulatorDataDir,
  parseChaosSpec,
  runEmulatorCommand,
  startEmulator
});
/*! For license information please see emulator.cjs.LEGAL.txt */
