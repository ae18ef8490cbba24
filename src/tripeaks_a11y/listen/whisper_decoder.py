"""Whisper's text decoder in numpy, scoring sentences from a list (issue 31, point 2).

CTranslate2 runs Whisper's encoder (``whisper_engine``); its decoder is run
here instead, over the weights of the same ``model.bin`` (read by
``ct2_weights.read_decoder``), because a scorer needs what CTranslate2 does not give at
this cost: the log-probability of many fixed sentences given one audio, with
the audio's keys and values computed once for all of them.

``Decoder.best`` is a beam search restricted to a ``Trie`` of token
sequences (every sentence of the candidate table in the forms Whisper
writes): at each step every live hypothesis may go on only to a token its
trie node allows, each scored by the model's log-probability plus a per-token
``bonus`` (without it the shortest sentence, "yes", wins every tie); the
``beams`` best go on; a hypothesis that reaches the end-of-text token is
finished. With a ``Prior``, each token's log-probability given silence is
taken off (times its ``weight``) as the search goes: Whisper's language model
alone makes "yes", "no" and "bye" likely whatever was said, and what the
audio adds to that is what tells the candidates apart (calibration by a
content-free input, after Zhao et al., "Calibrate before use", 2021). The
probabilities are normalised over ``vocabulary``: the model's
commonest tokens (the first ``COMMON`` ids, in the tokenizer's merge order)
and every token of the trie, an approximation of the full softmax that costs
a fifth of it (or over every token, for a multilingual model).

Numpy only, in float32; the pre-norm Transformer decoder of Whisper (learned
positions, GELU, layer norm ε 1e-5, tied output embedding), as CTranslate2's
``WhisperSpec`` stores it (float16 or float32 variables).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from .prior_file import PriorFile

__all__ = ["COMMON", "Decoder", "Hypothesis", "Prior", "Trie"]

COMMON = 10000
"""Token ids below this are in every softmax's normaliser (``vocabulary``)."""

def _log_softmax(logits: Any, np: ModuleType) -> Any:
    """Each row of ``logits`` as log-probabilities (the largest taken off first, so
    that no exponential overflows)."""
    top = logits.max(-1, keepdims=True)
    return logits - top - np.log(np.exp(logits - top).sum(-1, keepdims=True))


@dataclass
class Trie:
    """Token sequences as a tree: ``children[node]`` maps a token to the next
    node (node 0 the root); ``ends[node]`` the index of the sentence that ends
    there (after its end-of-text token); ``parents[node]`` the node before it
    and the token between them ((-1, -1) for the root)."""

    children: list[dict[int, int]] = field(default_factory=lambda: [{}])
    ends: dict[int, int] = field(default_factory=dict)
    parents: list[tuple[int, int]] = field(default_factory=lambda: [(-1, -1)])

    def add(self, tokens: list[int], index: int) -> None:
        """Add one sentence's tokens (the end-of-text token last) as sentence ``index``."""
        node = 0
        for token in tokens:
            nxt = self.children[node].get(token)
            if nxt is None:
                nxt = len(self.children)
                self.children[node][token] = nxt
                self.children.append({})
                self.parents.append((node, token))
            node = nxt
        self.ends.setdefault(node, index)

    def tokens(self) -> set[int]:
        """Every token in the tree."""
        return {token for kids in self.children for token in kids}

    def find(self, path: tuple[int, ...] | list[int]) -> int | None:
        """The node at the end of ``path`` (tokens from the root); None when there is none."""
        node = 0
        for token in path:
            found = self.children[node].get(token)
            if found is None:
                return None
            node = found
        return node

    def edges(self) -> list[tuple[int, int]]:
        """Every (node, token) of the tree."""
        return [(node, token) for node, kids in enumerate(self.children) for token in kids]

    def path(self, node: int) -> list[int]:
        """The tokens from the root to ``node``."""
        out: list[int] = []
        while node > 0:
            node, token = self.parents[node]
            out.append(token)
        return out[::-1]


@dataclass(frozen=True)
class Hypothesis:
    """A finished sentence: ``index`` in the candidate table, ``score`` its
    log-probability plus the bonus per token (less the weighted prior, when the
    search has a ``Prior``), ``logprob`` the log-probability alone,
    ``tokens`` how many (the end-of-text token included)."""

    index: int
    score: float
    logprob: float
    tokens: int


class Prior:
    """What the decoder expects of each token of ``trie`` after ``prompt`` when
    nothing is said: its log-probability given ``memory``, the keys and values
    of silence (``Decoder.memory``). ``weight``: how much of it ``Decoder.best``
    takes off each token's log-probability (0 takes nothing off).

    A node's tokens are worked out the first time a search reaches it and kept
    (all of a node's tokens at once, a few thousand nodes in a long session;
    ``warm`` works out the first levels in advance)."""

    def __init__(self, decoder: Decoder, memory: list[tuple[Any, Any]], prompt: list[int],
                 trie: Trie, vocabulary: tuple[Any, Any, dict[int, int]], weight: float,
                 kept: PriorFile | None = None) -> None:
        """``kept``: where nodes worked out in earlier sessions are read from and new
        ones added (``prior_file``); None keeps nothing."""
        self.weight = weight
        self._decoder = decoder
        self._memory = memory
        self._prompt = prompt
        self._trie = trie
        self._vocabulary = vocabulary
        self._kept = kept
        self._known: dict[int, dict[int, float]] = {}
        for path, tokens in (kept.load() if kept else {}).items():
            node = trie.find(path)
            if node is not None and tokens.keys() == trie.children[node].keys():
                self._known[node] = tokens

    def warm(self, depth: int | None = None,
             progress: Callable[[int, int], None] | None = None) -> None:
        """Work out the nodes up to ``depth`` tokens from the root now (None: every node
        of the tree); ``progress(known, total)`` after each level, in nodes with tokens
        of their own."""
        total = sum(1 for kids in self._trie.children if kids)
        level = [0]
        reached = 0
        while level and (depth is None or reached <= depth):
            self.children(level)
            if progress is not None:
                progress(len(self._known), total)
            level = [child for node in level for child in self._trie.children[node].values()
                     if self._trie.children[child]]
            reached += 1

    def children(self, nodes: list[int]) -> list[dict[int, float]]:
        """For each of ``nodes``: each of its tokens' log-probability given silence.

        A node not yet known is worked out with all its siblings that have
        tokens of their own, in one batch: always the same batch for a node, so
        that its figures never depend on which nodes a session met first."""
        np = self._decoder.np
        _ids, rows, place = self._vocabulary
        batches = {self._trie.parents[node][0] for node in nodes if node not in self._known}
        learned: dict[tuple[int, ...], dict[int, float]] = {}
        for parent in sorted(batches):
            group = ([0] if parent < 0 else
                     [child for child in self._trie.children[parent].values()
                      if self._trie.children[child]])
            paths = [self._trie.path(node) for node in group]
            hidden = self._decoder.hidden(np.array([self._prompt + path for path in paths]),
                                          self._memory)
            logprobs = _log_softmax(hidden @ rows.T, np)
            for node, path, row in zip(group, paths, logprobs, strict=True):
                self._known[node] = {token: float(row[place[token]])
                                     for token in self._trie.children[node]}
                learned[tuple(path)] = self._known[node]
        if self._kept is not None:
            self._kept.append(learned)
        return [self._known[node] for node in nodes]


class Decoder:
    """The decoder of one model (``weights`` from ``read_decoder``), numpy ``np``."""

    def __init__(self, weights: dict[str, Any], np: ModuleType) -> None:
        self.np = np
        self.w = weights
        self.heads = int(weights["decoder/num_heads"])
        self.layers = sum(1 for name in weights if name.endswith("/ffn/linear_0/weight"))
        # Each linear layer's weight transposed once, contiguous, for BLAS.
        self.t = {name: np.ascontiguousarray(value.T) for name, value in weights.items()
                  if name.endswith("/weight") and "linear" in name}
        self.embedding = weights["decoder/embeddings/weight"]
        self.positions = weights["decoder/position_encodings/encodings"]

    def _norm(self, x: Any, name: str) -> Any:
        np = self.np
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) / np.sqrt(var + 1e-5) * self.w[f"{name}/gamma"] + self.w[f"{name}/beta"]

    def _linear(self, x: Any, name: str) -> Any:
        flat = x.reshape(-1, x.shape[-1]) @ self.t[f"{name}/weight"] + self.w[f"{name}/bias"]
        return flat.reshape(*x.shape[:-1], flat.shape[-1])

    def _split(self, x: Any) -> Any:
        """(B, T, D) to (B, H, T, D/H)."""
        b, t, d = x.shape
        return x.reshape(b, t, self.heads, d // self.heads).transpose(0, 2, 1, 3)

    def _attend(self, q: Any, k: Any, v: Any) -> Any:
        np = self.np
        weights = (q @ k.transpose(0, 1, 3, 2)) * (1.0 / math.sqrt(q.shape[-1]))
        weights = np.exp(weights - weights.max(-1, keepdims=True))
        weights /= weights.sum(-1, keepdims=True)
        out = weights @ v
        b, h, t, d = out.shape
        return out.transpose(0, 2, 1, 3).reshape(b, t, h * d)

    def memory(self, encoded: Any) -> list[tuple[Any, Any]]:
        """The audio's keys and values for every layer's cross-attention, from the
        encoder's output ``encoded`` (frames × width, float32)."""
        out = []
        width = self.embedding.shape[1]
        for layer in range(self.layers):
            kv = self._linear(encoded[None], f"decoder/layer_{layer}/attention/linear_1")
            out.append((self._split(kv[..., :width]), self._split(kv[..., width:])))
        return out

    def _step(self, tokens: Any, start: int, cache: list[list[Any]],
              memory: list[tuple[Any, Any]]) -> Any:
        """``tokens`` (B × T) at positions ``start``…: the final hidden states (B × T ×
        width); ``cache`` (per layer [keys, values], B × H × start × D/H) grows."""
        np = self.np
        x = self.embedding[tokens] + self.positions[start: start + tokens.shape[1]]
        count = tokens.shape[1]
        mask = np.triu(np.full((count, count), -np.inf, dtype=np.float32), 1)
        for layer in range(self.layers):
            name = f"decoder/layer_{layer}"
            qkv = self._linear(self._norm(x, f"{name}/self_attention/layer_norm"),
                               f"{name}/self_attention/linear_0")
            q, k, v = (self._split(part) for part in np.split(qkv, 3, axis=-1))
            keys = np.concatenate([cache[layer][0], k], axis=2)
            values = np.concatenate([cache[layer][1], v], axis=2)
            cache[layer] = [keys, values]
            scores = (q @ keys.transpose(0, 1, 3, 2)) * (1.0 / math.sqrt(q.shape[-1]))
            scores[..., start:] += mask
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            b, h, t, d = q.shape
            attended = (scores @ values).transpose(0, 2, 1, 3).reshape(b, t, h * d)
            x = x + self._linear(attended, f"{name}/self_attention/linear_1")
            q = self._split(self._linear(self._norm(x, f"{name}/attention/layer_norm"),
                                         f"{name}/attention/linear_0"))
            mk, mv = memory[layer]
            x = x + self._linear(self._attend(q, mk, mv), f"{name}/attention/linear_2")
            hidden = self._linear(self._norm(x, f"{name}/ffn/layer_norm"),
                                  f"{name}/ffn/linear_0")
            hidden = 0.5 * hidden * (1.0 + np.tanh(0.7978845608 * (hidden + 0.044715
                                                                   * hidden ** 3)))
            x = x + self._linear(hidden, f"{name}/ffn/linear_1")
        return self._norm(x, "decoder/layer_norm")

    def vocabulary(self, trie: Trie, common: int | None = COMMON,
                   ) -> tuple[Any, Any, dict[int, int]]:
        """The ids the softmax is taken over (the first ``common`` ids, None: all,
        and the trie's), their output embedding rows, and each id's place among them."""
        np = self.np
        first = len(self.embedding) if common is None else min(common, len(self.embedding))
        ids = np.array(sorted(set(range(first)) | trie.tokens()))
        return ids, np.ascontiguousarray(self.embedding[ids]), {
            int(token): place for place, token in enumerate(ids)}

    def _empty_cache(self, rows: int) -> list[list[Any]]:
        """Per layer [keys, values] of ``rows`` sequences with nothing in them yet."""
        empty = self.np.zeros((rows, self.heads, 0, self.embedding.shape[1] // self.heads),
                              dtype=self.np.float32)
        return [[empty, empty] for _ in range(self.layers)]

    def _start(self, memory: list[tuple[Any, Any]], prompt: list[int],
               ) -> tuple[Any, list[list[Any]]]:
        """The hidden state after ``prompt`` and the cache it leaves."""
        cache = self._empty_cache(1)
        return self._step(self.np.array([prompt]), 0, cache, memory)[:, -1], cache

    def hidden(self, tokens: Any, memory: list[tuple[Any, Any]]) -> Any:
        """The hidden state after each row of ``tokens`` (B × T, from the start)."""
        return self._step(tokens, 0, self._empty_cache(len(tokens)), memory)[:, -1]

    def greedy(self, memory: list[tuple[Any, Any]], prompt: list[int], end: int,
               vocabulary: tuple[Any, Any, dict[int, int]], *, limit: int,
               ) -> tuple[list[int], float]:
        """Whisper's own reading, not held to the trie: the likeliest token of
        ``vocabulary`` at each step, until ``end`` or ``limit`` tokens. Returns the
        tokens (``end`` left out) and the reading's log-probability."""
        np = self.np
        ids, rows, _place = vocabulary
        hidden, cache = self._start(memory, prompt)
        position, total, tokens = len(prompt), 0.0, list[int]()
        for _ in range(limit):
            logits = (hidden @ rows.T)[0]
            top = float(logits.max())
            token = int(ids[int(logits.argmax())])
            total -= float(np.log(np.exp(logits - top).sum()))
            if token == end:
                break
            tokens.append(token)
            hidden = self._step(np.array([[token]]), position, cache, memory)[:, -1]
            position += 1
        return tokens, total

    def best(self, memory: list[tuple[Any, Any]], prompt: list[int], trie: Trie,
             vocabulary: tuple[Any, Any, dict[int, int]], *, bonus: float,
             beams: int, prior: Prior | None = None) -> list[Hypothesis]:
        """The finished sentences of a beam search of width ``beams`` through
        ``trie`` after ``prompt`` (the start tokens), best score first; with
        ``prior`` (of the same trie and prompt), each token scored less its
        weighted log-probability given silence (module docstring)."""
        np = self.np
        _ids, rows, place = vocabulary
        hidden, cache = self._start(memory, prompt)
        live: list[tuple[int, float, float, int]] = [(0, 0.0, 0.0, 0)]  # node, score, lp, n
        finished: list[Hypothesis] = []
        position = len(prompt)
        while live:
            logprobs = _log_softmax(hidden @ rows.T, np)
            options: list[tuple[float, int, int, int, float]] = []
            expected = (prior.children([node for node, _s, _l, _c in live]) if prior
                        else [{} for _ in live])
            weight = prior.weight if prior else 0.0
            for beam, (node, score, logprob, _count) in enumerate(live):
                for token, child in trie.children[node].items():
                    value = float(logprobs[beam, place[token]])
                    calibrated = value - weight * expected[beam].get(token, 0.0)
                    options.append((score + calibrated + bonus, beam, token, child,
                                    logprob + value))
            options.sort(reverse=True)
            kept: list[tuple[float, int, int, int, float]] = []
            for option in options:
                score, beam, _token, child, logprob = option
                if child in trie.ends:
                    finished.append(Hypothesis(trie.ends[child], score, logprob,
                                               live[beam][3] + 1))
                elif len(kept) < beams:
                    kept.append(option)
                if len(kept) >= beams and len(finished) >= beams:
                    break
            if not kept:
                break
            parents = np.array([beam for _s, beam, _t, _c, _l in kept])
            cache = [[keys[parents], values[parents]] for keys, values in cache]
            tokens = np.array([[token] for _s, _b, token, _c, _l in kept])
            live = [(child, score, logprob, live[beam][3] + 1)
                    for score, beam, _t, child, logprob in kept]
            hidden = self._step(tokens, position, cache, memory)[:, -1]
            position += 1
        finished.sort(key=lambda hypothesis: -hypothesis.score)
        return finished
