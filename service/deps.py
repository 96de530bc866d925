"""Request dependencies: each route gets what it needs from the app's state, typed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Path, Request

from service.banks import BankCache
from service.cypher import Queries
from service.embedding.base import Embedder
from service.embedding.spaces import Spaces
from service.embedding.tokens import TokenCounter
from service.encoding import retain
from service.encoding.adjudicate import Adjudicator
from service.encoding.events import Analyzer
from service.encoding.llm import LlmExtractor
from service.encoding.store import StoreOptions
from service.graph import Graph
from service.lifecycle.reembed import Reembedder
from service.lifecycle.scheduler import Consolidator
from service.metrics import Metrics
from service.models import BANK_ID_PATTERN
from service.recall import recall
from service.recall.reinforce import Reinforcer
from service.recall.trace_writer import TraceWriter
from service.reflection.worker import Reflector
from service.schema import Schema
from service.settings import Settings
from service.vector_indexes import BankVectorIndexes


@dataclass
class AppState:
    """What the app holds for its lifetime; built in ``create_app``'s lifespan."""

    settings: Settings
    graph: Graph
    queries: Queries
    embedder: Embedder
    spaces: Spaces
    counter: TokenCounter
    schema: Schema
    analyzer: Analyzer
    store_options: StoreOptions
    llm: LlmExtractor | None
    adjudicator: Adjudicator | None
    reinforcer: Reinforcer
    recall_options: recall.RecallOptions
    bank_cache: BankCache
    vector_indexes: BankVectorIndexes
    reembedder: Reembedder
    reflector: Reflector
    consolidator: Consolidator
    metrics: Metrics
    traces: TraceWriter


def get_state(request: Request) -> AppState:
    state: AppState = request.app.state.hindsight
    return state


StateDep = Annotated[AppState, Depends(get_state)]


def get_settings(state: StateDep) -> Settings:
    return state.settings


def get_graph(state: StateDep) -> Graph:
    return state.graph


def get_metrics(state: StateDep) -> Metrics:
    return state.metrics


def get_retain_deps(state: StateDep, graph: Annotated[Graph, Depends(get_graph)]) -> retain.Deps:
    return retain.Deps(
        graph=graph,
        queries=state.queries,
        spaces=state.spaces,
        analyzer=state.analyzer,
        options=state.store_options,
        llm=state.llm,
        vector_indexes=state.vector_indexes,
        adjudicator=state.adjudicator,
    )


def get_recall_deps(state: StateDep, graph: Annotated[Graph, Depends(get_graph)]) -> recall.Deps:
    return recall.Deps(
        graph=graph,
        queries=state.queries,
        spaces=state.spaces,
        counter=state.counter,
        extractor=state.analyzer.extractor,
        reinforcer=state.reinforcer,
        banks=state.bank_cache,
        vector_indexes=state.vector_indexes,
        options=state.recall_options,
        traces=state.traces,
    )


SettingsDep = Annotated[Settings, Depends(get_settings)]
GraphDep = Annotated[Graph, Depends(get_graph)]
MetricsDep = Annotated[Metrics, Depends(get_metrics)]
RetainDeps = Annotated[retain.Deps, Depends(get_retain_deps)]
RecallDeps = Annotated[recall.Deps, Depends(get_recall_deps)]
BankIdPath = Annotated[str, Path(pattern=BANK_ID_PATTERN, description="the bank's id")]
