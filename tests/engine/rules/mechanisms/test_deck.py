"""Draw piles that rebuild from their discards (O6, M2) and the redeal of unseen cards."""

from __future__ import annotations

import random

from engine.rules.mechanisms.deck import Deck, resample_unseen


def test_a_chosen_order_draws_top_first() -> None:
    deck = Deck.top_first(["a", "b", "c"])
    rng = random.Random(0)
    assert [deck.draw(rng), deck.draw(rng), deck.draw(rng)] == ["a", "b", "c"]


def test_a_seed_names_one_shuffle() -> None:
    first = Deck.shuffled(range(20), random.Random(4))
    again = Deck.shuffled(range(20), random.Random(4))
    assert first.draw_pile == again.draw_pile
    assert sorted(first.draw_pile) == list(range(20))


def test_o6_an_empty_draw_pile_takes_the_discards_but_each_top_card() -> None:
    deck = Deck.top_first(["x"], piles=3)
    for pile, cards in enumerate((["a", "b"], ["c"], ["d", "e", "f"])):
        for card in cards:
            deck.discard(card, pile)
    rng = random.Random(1)
    assert deck.draw(rng) == "x"
    drawn = [deck.draw(rng) for _ in range(3)]
    assert sorted(drawn) == ["a", "d", "e"]
    assert deck.discards == [["b"], ["c"], ["f"]]
    assert deck.draw(rng) is None


def test_m2_the_reshuffle_returns_the_whole_discard_pile() -> None:
    deck = Deck.top_first(["a", "b"])
    rng = random.Random(2)
    deck.discard(deck.draw(rng) or "")
    deck.reshuffle(rng, keep_tops=False)
    assert sorted(deck.draw_pile) == ["a", "b"]
    assert deck.discards == [[]]


def test_the_redeal_keeps_face_up_cards_and_pile_sizes() -> None:
    deck = Deck.top_first(list(range(10)))
    deck.discard(99)
    hand = [20, 21, 22]
    before = sorted(deck.draw_pile + hand)
    deck.resample_hidden(random.Random(3), hand)
    assert (len(deck.draw_pile), len(hand)) == (10, 3)
    assert sorted(deck.draw_pile + hand) == before
    assert deck.draw_pile != list(reversed(range(10)))
    assert deck.discards == [[99]]


def test_resample_unseen_mixes_piles_but_keeps_their_cards() -> None:
    a, b = [1, 2, 3, 4], [5, 6]
    resample_unseen(random.Random(5), a, b)
    assert (len(a), len(b), sorted(a + b)) == (4, 2, [1, 2, 3, 4, 5, 6])
    assert (a, b) != ([1, 2, 3, 4], [5, 6])


def test_a_copy_draws_on_its_own() -> None:
    deck = Deck.top_first(["a", "b"])
    copy = deck.copy()
    copy.draw(random.Random(0))
    assert len(deck) == 2
