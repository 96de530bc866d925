"""Cosines measured from the multilingual space's mean direction: a Chinese habit and the one
that replaced it stand apart from a line of something else, which raw cosines do not show."""

from __future__ import annotations

import numpy as np

from service.embedding.centre import centred_cosines
from service.embedding.loader import load_multilingual
from service.settings import Settings


def test_a_habit_and_its_change_stand_apart_from_other_lines() -> None:
    ml = load_multilingual(Settings().multilingual_model, 16)
    assert ml is not None
    texts = [
        "我午饭一般都在公司食堂解决 十五块钱管饱",
        "最近都自己带饭了 周日晚上把一周的做好分装",
        "周末带娃去了趟动物园 累瘫",
    ]
    vectors = np.asarray(ml.embedder.embed_documents(texts), dtype=np.float32)
    raw = vectors @ vectors.T
    centred = centred_cosines(ml.embedder, vectors)
    # raw: everything near everything (above 0.85)
    assert min(raw[0, 1], raw[0, 2], raw[1, 2]) > 0.85
    # centred: the pair of one thing past the threshold, nearer than either is to the other
    assert centred[0, 1] > 0.2
    assert max(centred[0, 2], centred[1, 2]) < centred[0, 1]
    assert centred[0, 2] < 0.1
    assert np.allclose(np.diag(centred), 1.0, atol=1e-5)
