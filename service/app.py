"""The FastAPI application: built by ``create_app(settings)``, no import-time globals."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from anyio import to_thread
from fastapi import FastAPI

from service import localdb
from service.banks import BankCache
from service.chat import ChatClient, LlmConfig
from service.cypher import Queries, load_queries
from service.deps import AppState
from service.embedding.base import Embedder
from service.embedding.loader import load_embedder, load_multilingual
from service.embedding.spaces import Spaces
from service.embedding.tokens import load_counter
from service.encoding.adjudicate import Adjudicator
from service.encoding.events import Analyzer
from service.encoding.llm import LlmExtractor
from service.encoding.store import StoreOptions
from service.errors import HindsightError, install_error_handlers
from service.graph import Graph, GraphTimeouts
from service.language.entities import EntityExtractor
from service.lifecycle import consolidate
from service.lifecycle.reembed import Reembedder
from service.lifecycle.scheduler import Consolidator
from service.limits import BodySizeLimit
from service.mcp import http as mcp_http
from service.metrics import HttpMetrics, Metrics
from service.recall import recall as recall_module
from service.recall.recall import RecallOptions
from service.recall.reinforce import Reinforcer
from service.recall.trace_writer import TraceWriter
from service.reflection import reflect
from service.reflection.llm import LessonLlm
from service.reflection.worker import Reflector, WorkerOptions
from service.request_ids import RequestIds, install_log_context
from service.routers import audit as audit_router
from service.routers import banks, health, memories, recall, recalls, reembed, stored, summary
from service.routers import consolidate as consolidate_router
from service.routers import metrics as metrics_router
from service.routers import reflect as reflect_router
from service.routers import transfer as transfer_router
from service.schema import Schema
from service.settings import Settings
from service.ui import mount as mount_inspector
from service.vector_indexes import BankVectorIndexes

log = logging.getLogger(__name__)


def create_app(settings: Settings | None = None, embedder: Embedder | None = None) -> FastAPI:
    settings = settings or Settings()
    queries = load_queries()  # fails fast on a malformed query file
    metrics = Metrics()  # a registry of this app's own
    install_log_context()  # every log line carries its request's id

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        local = localdb.from_settings(settings) if settings.managed_neo4j else None
        started = False
        if local is not None:
            started = await to_thread.run_sync(local.start)
        model = embedder
        if model is None:
            model = await to_thread.run_sync(
                load_embedder, settings.embedding_model, settings.embedding_batch_size
            )
        multilingual = await to_thread.run_sync(
            load_multilingual, settings.multilingual_model, settings.embedding_batch_size
        )
        spaces = Spaces(model, multilingual)
        graph = Graph.connect(
            local.bolt_uri if local else str(settings.neo4j_uri),
            _auth(settings, local),
            settings.neo4j_database,
            GraphTimeouts(settings.neo4j_connect_timeout_s, settings.neo4j_query_timeout_s),
            metrics,
        )
        analyzer = Analyzer(EntityExtractor(settings.spacy_model))
        await to_thread.run_sync(analyzer.warm_up)
        schema = Schema(graph, queries, model.dimensions)
        chat = _chat(settings, metrics)
        llm = LlmExtractor(chat) if chat else None
        reinforcer = Reinforcer(graph, queries)
        traces = TraceWriter(graph, queries)
        indexes = BankVectorIndexes(
            graph,
            queries,
            model.dimensions,
            settings.bank_vector_index_min_memories,
            ml_dimensions=multilingual.embedder.dimensions if multilingual else None,
        )
        tokenizer = str(model.tokenizer_file) if model.tokenizer_file else None
        counter = await to_thread.run_sync(load_counter, tokenizer)
        bank_cache = BankCache()
        reembedder = Reembedder(graph, queries, spaces, indexes, bank_cache)
        store_options = StoreOptions()
        reflector = Reflector(
            reflect.Deps(
                graph=graph,
                queries=queries,
                spaces=spaces,
                extractor=analyzer.extractor,
                banks=bank_cache,
                importance_floor=store_options.importance_floor,
                llm=LessonLlm(chat) if chat else None,
                settle=reinforcer.flush,  # the lessons served to a session, before it is judged
            ),
            WorkerOptions(
                delay_s=settings.reflection_delay_s,
                poll_s=settings.reflection_poll_s,
                lease_s=settings.reflection_lease_s,
            ),
        )
        consolidator = Consolidator(
            consolidate.Deps(
                graph=graph,
                queries=queries,
                banks=bank_cache,
                extractor=analyzer.extractor,
                options=consolidate.Options(lease_s=settings.consolidation_lease_s),
            ),
            settings.consolidation_interval_s,
        )
        app.state.hindsight = AppState(
            settings=settings,
            graph=graph,
            queries=queries,
            embedder=model,
            spaces=spaces,
            counter=counter,
            schema=schema,
            analyzer=analyzer,
            store_options=store_options,
            llm=llm,
            adjudicator=Adjudicator(chat) if chat else None,
            reinforcer=reinforcer,
            recall_options=RecallOptions(),
            bank_cache=bank_cache,
            vector_indexes=indexes,
            reembedder=reembedder,
            reflector=reflector,
            consolidator=consolidator,
            metrics=metrics,
            traces=traces,
        )
        try:
            await schema.ensure()
        except HindsightError as exc:
            log.warning("schema not applied at start-up (%s); retrying in the background", exc)
        retry = asyncio.create_task(schema.keep_trying())
        catch_up = asyncio.create_task(
            _after_schema(schema, indexes, graph, queries, spaces, reembedder)
        )
        reinforcer.start()
        traces.start()
        reflector.start()
        consolidator.start()
        try:
            async with mcp_running:
                yield
        finally:
            retry.cancel()
            catch_up.cancel()
            await reflector.stop()
            await consolidator.stop()
            await reembedder.stop()
            await reinforcer.stop()
            await traces.stop()
            await graph.close()
            if chat is not None:
                await chat.close()
            if local is not None and started:
                await to_thread.run_sync(local.stop)

    app = FastAPI(
        title="Hindsight on Neo4j",
        summary="Long-term memory for LLM agents, kept in a Neo4j graph.",
        version="0.1.0",
        lifespan=lifespan,
    )
    install_error_handlers(app)
    # The last added runs first: every response (a 413 too) carries the request id, and the
    # latency counts the whole request. Problems set the id themselves: the generic 500 is
    # sent from outside every middleware.
    app.add_middleware(BodySizeLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(HttpMetrics, metrics=metrics)
    app.add_middleware(RequestIds)
    for router in (
        health.router,
        banks.router,
        memories.router,
        stored.router,
        recall.router,
        reflect_router.router,
        reembed.router,
        consolidate_router.router,
        transfer_router.router,
        metrics_router.router,
        summary.router,
        recalls.router,
        audit_router.router,
    ):
        app.include_router(router)
    mcp_running = mcp_http.mount(app, settings.host)
    mount_inspector(app)  # the memory inspector page at /ui/
    return app


async def _after_schema(
    schema: Schema,
    indexes: BankVectorIndexes,
    graph: Graph,
    queries: Queries,
    spaces: Spaces,
    reembedder: Reembedder,
) -> None:
    """Once the schema is applied: every bank large enough gets its own vector indexes, the
    recall query is planned for each of its parameter shapes, and re-embedding jobs that
    were running when the service stopped resume."""
    while not schema.applied:
        await asyncio.sleep(1.0)
    try:
        count = await indexes.catch_up()
        log.info("%d banks large enough for their own vector index", count)
        await recall_module.warm_up(graph, queries, spaces, indexes.any_online())
        resumed = await reembedder.resume_all()
        if resumed:
            log.info("%d re-embedding jobs resumed", resumed)
    except HindsightError as exc:  # recall and retain ask again, bank by bank
        log.warning("start-up work not done: %s", exc)


def _chat(settings: Settings, metrics: Metrics) -> ChatClient | None:
    if not settings.llm_configured:
        return None
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    config = LlmConfig(
        base_url=str(settings.llm_base_url),
        model=str(settings.llm_model),
        api_key=key,
        timeout_s=settings.llm_timeout_s,
        retries=settings.llm_retries,
    )
    return ChatClient(config, metrics)


def _auth(settings: Settings, local: localdb.LocalNeo4j | None) -> tuple[str, str] | None:
    if local is not None:
        password = local.password()
        return ("neo4j", password) if password is not None else None
    if settings.neo4j_password is None:
        return None
    return (settings.neo4j_user, settings.neo4j_password.get_secret_value())
