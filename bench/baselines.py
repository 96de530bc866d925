"""In-process retrieval baselines for the LoCoMo benchmark: Okapi BM25 and dense-only.

Each document is one turn ("Speaker: text"); ``rank`` returns document indexes, best first.
They have no graph, no time and no decay: they are the floor the service must clear. Text
with Han characters is cut into jieba words (search mode) for BM25.
"""

from __future__ import annotations

import math
import re
from collections import Counter

import jieba
import numpy as np

from service.language.script import has_han

jieba.setLogLevel(60)

# English stop words (the NLTK list, plus the pieces a word tokenizer cuts off contractions).
_STOP_WORDS = """
    i me my myself we our ours ourselves you your yours yourself yourselves he him his himself
    she her hers herself it its itself they them their theirs themselves what which who whom
    this that these those am is are was were be been being have has had having do does did
    doing a an the and but if or because as until while of at by for with about against
    between into through during before after above below to from up down in out on off over
    under again further then once here there when where why how all any both each few more
    most other some such no nor not only own same so than too very s t can will just don
    should now d ll m o re ve y ain aren couldn didn doesn hadn hasn haven isn ma mightn
    mustn needn shan shouldn wasn weren won wouldn
    """
STOP_WORDS = frozenset(_STOP_WORDS.split())

_WORD = re.compile(r"[a-z0-9]+")
_ZH_WORD = re.compile(r"\w")
# Chinese function words that carry nothing to match on.
ZH_STOP_WORDS = frozenset(
    [
        "的",
        "了",
        "是",
        "在",
        "我",
        "你",
        "他",
        "她",
        "它",
        "们",
        "这",
        "那",
        "个",
        "也",
        "都",
        "就",
        "还",
        "很",
        "呢",
        "吧",
        "啊",
        "吗",
        "和",
        "与",
        "到",
        "把",
        "被",
        "给",
        "说",
        "要",
        "能",
        "可以",
        "我们",
        "你们",
        "他们",
        "一个",
        "什么",
        "怎么",
        "哪",
        "哪里",
        "哪儿",
        "有",
        "没有",
        "呀",
        "哈",
        "嗯",
        "哦",
        "啦",
        "嘛",
    ]
)


def tokenize(text: str) -> list[str]:
    """Lower-case words (letters and digits), English stop words removed; in text with Han
    characters, jieba's words (search mode), Chinese function words removed."""
    lowered = text.lower()
    if has_han(lowered):
        return [
            w
            for w in jieba.lcut_for_search(lowered)
            if _ZH_WORD.search(w) and w.strip() and w not in ZH_STOP_WORDS and w not in STOP_WORDS
        ]
    return [w for w in _WORD.findall(lowered) if w not in STOP_WORDS]


class BM25:
    """Okapi BM25 over pre-tokenised documents (idf with +1 inside the log: never negative)."""

    def __init__(self, docs: list[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        tokens = [tokenize(d) for d in docs]
        self.n = len(docs)
        lengths = np.array([len(t) for t in tokens], dtype=np.float64)
        avgdl = float(lengths.mean()) if self.n else 0.0
        # Per-document length normalisation, computed once: k1 * (1 - b + b * dl / avgdl).
        self._norm = k1 * (1 - b + b * lengths / (avgdl or 1.0))
        postings: dict[str, tuple[list[int], list[int]]] = {}
        for i, doc in enumerate(tokens):
            for term, tf in Counter(doc).items():
                docs_of, tfs = postings.setdefault(term, ([], []))
                docs_of.append(i)
                tfs.append(tf)
        self._postings = {
            term: (np.array(d, dtype=np.int64), np.array(t, dtype=np.float64))
            for term, (d, t) in postings.items()
        }

    def idf(self, term: str) -> float:
        df = len(self._postings[term][0]) if term in self._postings else 0
        return math.log((self.n - df + 0.5) / (df + 0.5) + 1.0)

    def scores(self, query: str) -> np.ndarray:
        out = np.zeros(self.n, dtype=np.float64)
        for term in set(tokenize(query)):
            if term not in self._postings:
                continue
            docs, tf = self._postings[term]
            out[docs] += self.idf(term) * tf * (self.k1 + 1) / (tf + self._norm[docs])
        return out

    def rank(self, query: str, k: int) -> list[int]:
        return top_k(self.scores(query), k)


class Dense:
    """Dense-only retrieval: normalised embeddings, dot product (cosine)."""

    def __init__(self, docs: list[str], embedder) -> None:
        self.embedder = embedder
        self.doc_vectors = np.asarray(embedder.embed_documents(docs), dtype=np.float32)

    def query_vectors(self, queries: list[str]) -> np.ndarray:
        return np.asarray([self.embedder.embed_query(q) for q in queries], dtype=np.float32)

    def rank(self, query: str, k: int, vector: np.ndarray | None = None) -> list[int]:
        if vector is None:
            vector = np.asarray(self.embedder.embed_query(query), dtype=np.float32)
        return top_k(self.doc_vectors @ vector, k)


def top_k(scores: np.ndarray, k: int) -> list[int]:
    """Indexes of the k best scores, best first; ties keep document order."""
    order = np.argsort(-scores, kind="stable")
    return [int(i) for i in order[:k]]
