"""The two vector spaces a memory can live in, and which one a text goes to.

Every memory has one vector. A text with Han characters goes to the multilingual model
(``embedding_ml``), which reads Chinese; any other text goes to the primary model
(``embedding``, bge-small-en-v1.5 by default), which reads English better than the
multilingual one (LoCoMo dense R@10 60.6 against 54.5). A query is embedded in each space
its bank holds memories of, so an English question also finds a Chinese memory of the same
fact. Cosines of the multilingual space are mapped onto the primary's scale
(``Multilingual.cypher``: a + b · cos) before anything compares them with a threshold or a weight.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from service.embedding.base import Embedder
from service.language.script import has_han


@dataclass(frozen=True)
class Multilingual:
    embedder: Embedder
    offset: float
    scale: float

    @property
    def name(self) -> str:
        return self.embedder.name

    def reads(self, text: str) -> bool:
        """Whether ``text`` goes to this space rather than the primary one."""
        return has_han(text)

    def cypher(self) -> dict[str, float]:
        """The map as the Cypher queries take it: ``$ml.a + $ml.b * cosine``."""
        return {"a": self.offset, "b": self.scale}


@dataclass(frozen=True)
class MemoryVectors:
    """A memory's vector: in the primary space or the multilingual one (the other None)."""

    primary: list[float] | None = None
    ml: list[float] | None = None


@dataclass(frozen=True)
class Spaces:
    primary: Embedder
    multilingual: Multilingual | None = None

    def ml_for(self, text: str) -> bool:
        """Whether ``text`` goes to the multilingual space."""
        return self.multilingual is not None and self.multilingual.reads(text)

    def document(self, text: str, turn: str | None) -> str:
        """What is embedded for a memory: its text, and in the multilingual space the turn
        it was said in after it when it is a part of that turn. An event cut from a turn
        ("她在那边当护士") says less than the turn; with it, dense recall@10 over the memories
        of our Chinese conversation set went 70.7 -> 76.2 (the turn alone: 75.7)."""
        if not self.ml_for(text) or not turn or turn.strip() == text.strip():
            return text
        return f"{text}\n{turn}"

    def embed(self, memories: Sequence[tuple[str, str | None]]) -> list[MemoryVectors]:
        """Each memory's (text, the turn it was said in) one vector, in the space its text goes
        to, of what that space embeds for it (``document``); a document said twice is run
        once. Synchronous and CPU-bound: run it off the event loop."""
        out = [MemoryVectors() for _ in memories]
        for multilingual in (False, True):
            mine = [i for i, (text, _) in enumerate(memories) if self.ml_for(text) == multilingual]
            if not mine:
                continue
            documents = [self.document(*memories[i]) for i in mine]
            unique = list(dict.fromkeys(documents))
            vectors = self.embedder(multilingual).embed_documents(unique)
            vector_of = dict(zip(unique, vectors, strict=True))
            for i, document in zip(mine, documents, strict=True):
                space = "ml" if multilingual else "primary"
                out[i] = replace(out[i], **{space: vector_of[document]})
        return out

    def embedder(self, multilingual: bool) -> Embedder:
        if multilingual and self.multilingual is not None:
            return self.multilingual.embedder
        return self.primary

    def ml_params(self) -> dict[str, float]:
        """``$ml`` for queries: the identity when there is no multilingual space."""
        return self.multilingual.cypher() if self.multilingual else {"a": 0.0, "b": 1.0}
