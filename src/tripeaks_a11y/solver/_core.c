/* The solver's compiled core: the TriPeaks and Pyramid depth-first searches in C.
 *
 * This is the product's own search, translated line by line from
 * tripeaks_search.search_tripeaks and pyramid._search_pyramid (the package
 * docstring of tripeaks_a11y.solver gives the state, the move order and the
 * three pruning rules). Same move order, same pruning, same visited tables
 * (the Python dicts become open-addressing hash tables keyed by the same
 * integers, made per call and freed at its end), the same node counting and
 * the same budget checks, so both give the same Outcome: verdict, lines,
 * nodes and fewest cards left.
 *
 * Plain C99 and libc, no Python headers: native.py loads it with ctypes.
 * Built into the wheel by hatch_build.py and in a checkout by
 * python -m tripeaks_a11y.program.solver_build (flags in solver_build.CFLAGS).
 * Portable: gcc, clang (Linux, macOS, mingw-w64) and MSVC. Only the three
 * functions marked TRIPEAKS_API are exported (the rest is static, and the
 * build hides everything else with -fvisibility=hidden). The bit helpers use
 * the compiler's builtins where it has them; -DTRIPEAKS_PORTABLE_BITS forces
 * the plain C versions (tests/test_core_portable.py checks they agree).
 *
 * Inputs are flat arrays: the layout's tables (common.Tables: need, frees as
 * offsets/positions/masks, below, above; masks as uint64, so at most 60
 * positions), ranks as ints, the position, the limits. seconds_left < 0 means
 * no clock; otherwise the clock (CLOCK_MONOTONIC) is read every CHECK_EVERY
 * nodes, where the Python search reads it. Outputs go to caller buffers: the
 * winning line and the best line (each at least size + 2 * stock_size + 2
 * ints), their lengths, the node count and the fewest cards left.
 * Return value: 1 won, 0 lost, -1 a limit stopped the search, -2 out of
 * memory, -3 inputs the core does not take (the caller then runs Python).
 */
#define _POSIX_C_SOURCE 199309L
#if defined(__APPLE__)
#define _DARWIN_C_SOURCE /* clock_gettime and CLOCK_MONOTONIC */
#endif
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif
#if defined(_MSC_VER) && !defined(TRIPEAKS_PORTABLE_BITS)
#include <intrin.h>
#endif

/* The functions native.py calls, and nothing else, are exported. */
#if defined(_WIN32) || defined(__CYGWIN__)
#define TRIPEAKS_API __declspec(dllexport)
#elif defined(__GNUC__) || defined(__clang__)
#define TRIPEAKS_API __attribute__((visibility("default")))
#else
#define TRIPEAKS_API
#endif

#ifndef TRIPEAKS_CORE_VERSION
#define TRIPEAKS_CORE_VERSION 1 /* native.CORE_VERSION: change both together */
#endif

#define CHECK_EVERY 4096 /* common.CHECK_EVERY */
#define MAX_SIZE 60
#define MAX_STOCK 64

enum { WON = 1, LOST = 0, LIMIT = -1, NO_MEMORY = -2, BAD_INPUT = -3 };

TRIPEAKS_API int tripeaks_core_version(void) { return TRIPEAKS_CORE_VERSION; }

/* ------------------------------------------------------------ bits */

#if defined(TRIPEAKS_PORTABLE_BITS)
#define TRIPEAKS_BITS_PLAIN 1
#elif defined(__GNUC__) || defined(__clang__)
#define TRIPEAKS_BITS_BUILTIN 1
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_ARM64))
#define TRIPEAKS_BITS_MSVC 1
#else
#define TRIPEAKS_BITS_PLAIN 1
#endif

static int high_bit(uint64_t x) { /* index of the highest set bit; x != 0 */
#if defined(TRIPEAKS_BITS_BUILTIN)
    return 63 - __builtin_clzll(x);
#elif defined(TRIPEAKS_BITS_MSVC)
    unsigned long index;
    _BitScanReverse64(&index, x);
    return (int)index;
#else
    int n = 0; /* a binary search over the halves: 6 steps */
    if (x >> 32) { x >>= 32; n += 32; }
    if (x >> 16) { x >>= 16; n += 16; }
    if (x >> 8) { x >>= 8; n += 8; }
    if (x >> 4) { x >>= 4; n += 4; }
    if (x >> 2) { x >>= 2; n += 2; }
    if (x >> 1) n += 1;
    return n;
#endif
}

static int bit_count(uint64_t x) {
#if defined(TRIPEAKS_BITS_BUILTIN) && (defined(__POPCNT__) || defined(__aarch64__))
    return __builtin_popcountll(x); /* one instruction */
#else
    /* Sideways addition: no POPCNT instruction needed (MSVC uses it too), and no
     * call into libgcc, which mingw-w64 would make the DLL import. */
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

static int bit_length(uint64_t x) { return x ? high_bit(x) + 1 : 0; }

/* ------------------------------------------------------------ hash table */

/* Open addressing, linear probing, power-of-two capacity, grown at 70% load.
 * Keys are the Python searches' integer keys (< 2^63); a slot stores key + 1,
 * so 0 marks an empty slot. Values: a stock index, or a mask (orphans). */
typedef struct {
    uint64_t key;
    uint64_t value;
} slot;

typedef struct {
    slot *slots;
    size_t capacity; /* a power of two */
    size_t used;
    int shift; /* 64 - log2(capacity) */
} table;

static int table_init(table *t, int bits) {
    t->capacity = (size_t)1 << bits;
    t->used = 0;
    t->shift = 64 - bits;
    t->slots = calloc(t->capacity, sizeof(slot));
    return t->slots != NULL;
}

static void table_free(table *t) {
    free(t->slots);
    t->slots = NULL;
}

static size_t table_index(const table *t, uint64_t stored) {
    return (size_t)((stored * 0x9E3779B97F4A7C15ULL) >> t->shift);
}

/* The slot holding key, or the empty slot where it would go. */
static slot *table_find(const table *t, uint64_t key) {
    uint64_t stored = key + 1;
    size_t mask = t->capacity - 1;
    size_t i = table_index(t, stored);
    for (;;) {
        slot *s = &t->slots[i];
        if (s->key == stored || s->key == 0) return s;
        i = (i + 1) & mask;
    }
}

static int table_grow(table *t) {
    table bigger;
    if (!table_init(&bigger, 65 - t->shift)) return 0;
    for (size_t i = 0; i < t->capacity; i++) {
        if (t->slots[i].key) {
            slot *s = table_find(&bigger, t->slots[i].key - 1);
            *s = t->slots[i];
            bigger.used++;
        }
    }
    free(t->slots);
    *t = bigger;
    return 1;
}

/* 1 and *value when key is present, else 0. */
static int table_get(const table *t, uint64_t key, uint64_t *value) {
    const slot *s = table_find(t, key);
    if (!s->key) return 0;
    *value = s->value;
    return 1;
}

/* Set key to value (a new key or an overwrite, as a dict does); 0 when out of memory. */
static int table_put(table *t, uint64_t key, uint64_t value) {
    slot *s = table_find(t, key);
    if (!s->key) {
        if ((t->used + 1) * 10 > t->capacity * 7) {
            if (!table_grow(t)) return 0;
            s = table_find(t, key);
        }
        s->key = key + 1;
        t->used++;
    }
    s->value = value;
    return 1;
}

/* ------------------------------------------------------------ budget */

/* The monotonic clock: clock_gettime where POSIX has it, QueryPerformanceCounter
 * on Windows (so that the DLL needs no threading library from mingw-w64). */
static void monotonic_now(struct timespec *now) {
#if defined(_WIN32)
    LARGE_INTEGER frequency, count;
    QueryPerformanceFrequency(&frequency);
    QueryPerformanceCounter(&count);
    now->tv_sec = (time_t)(count.QuadPart / frequency.QuadPart);
    now->tv_nsec = (long)(count.QuadPart % frequency.QuadPart * 1000000000LL
                          / frequency.QuadPart);
#else
    clock_gettime(CLOCK_MONOTONIC, now);
#endif
}

typedef struct {
    int64_t nodes;
    int64_t check_at;
    int64_t node_limit;
    int timed;
    struct timespec deadline;
} budget;

static void budget_start(budget *b, int64_t node_limit, double seconds_left) {
    b->nodes = 0;
    b->node_limit = node_limit;
    b->check_at = node_limit < CHECK_EVERY ? node_limit : CHECK_EVERY;
    b->timed = seconds_left >= 0;
    if (b->timed) {
        if (!(seconds_left < 1e9)) seconds_left = 1e9; /* about 30 years: no deadline at all */
        struct timespec now;
        monotonic_now(&now);
        double whole = (double)(int64_t)seconds_left;
        long nanos = now.tv_nsec + (long)((seconds_left - whole) * 1e9);
        b->deadline.tv_sec = now.tv_sec + (time_t)whole + nanos / 1000000000L;
        b->deadline.tv_nsec = nanos % 1000000000L;
    }
}

/* common.next_check: 1 when the budget is spent, else 0 and the next check. */
static int budget_spent(budget *b) {
    if (b->nodes >= b->node_limit) return 1;
    if (b->timed) {
        struct timespec now;
        monotonic_now(&now);
        if (now.tv_sec > b->deadline.tv_sec
            || (now.tv_sec == b->deadline.tv_sec && now.tv_nsec >= b->deadline.tv_nsec))
            return 1;
    }
    int64_t next = b->nodes + CHECK_EVERY;
    b->check_at = b->node_limit < next ? b->node_limit : next;
    return 0;
}

/* ------------------------------------------------------------ layout */

typedef struct {
    int size;
    uint64_t full;
    const uint64_t *need;
    const int *frees_start; /* size + 1 offsets into frees_pos / frees_need */
    const int *frees_pos;
    const uint64_t *frees_need;
    const uint64_t *below;
    const uint64_t *above;
} layout;

/* Tables.available: positions not removed whose coverers are all gone. */
static uint64_t available(const layout *l, uint64_t removed) {
    uint64_t avail = 0;
    for (int p = 0; p < l->size; p++)
        if (!(removed >> p & 1) && !(l->need[p] & ~removed)) avail |= (uint64_t)1 << p;
    return avail;
}

/* The positions p covers that are free once nm is removed, added to avail. */
static uint64_t freed(const layout *l, int p, uint64_t nm, uint64_t avail) {
    for (int k = l->frees_start[p]; k < l->frees_start[p + 1]; k++)
        if (!(l->frees_need[k] & ~nm)) avail |= (uint64_t)1 << l->frees_pos[k];
    return avail;
}

static int layout_ok(const layout *l) {
    if (l->size < 0 || l->size > MAX_SIZE || l->frees_start[0] != 0) return 0;
    for (int p = 0; p < l->size; p++) {
        if (l->frees_start[p + 1] < l->frees_start[p]) return 0;
        for (int k = l->frees_start[p]; k < l->frees_start[p + 1]; k++)
            if (l->frees_pos[k] < 0 || l->frees_pos[k] >= l->size) return 0;
    }
    return 1;
}

/* ------------------------------------------------------------ TriPeaks */

typedef struct {
    layout l;
    const int *tableau;
    const int *stock;
    int nstock;       /* the lines draw no further than this stock index */
    int keyed_by_si;  /* draw_when_stuck: the visited keys hold the stock index */
    int si_shift;     /* size + 4 */
    uint64_t adj[14]; /* adj[r]: positions whose card may go on a waste of rank r */
    uint64_t serve[MAX_SIZE];
    uint64_t followers[MAX_SIZE];
    uint64_t stock_dead[MAX_STOCK + 1];
    table seen, drawn, orphans_of;
    int *path;
    int *best_line;
    int best_len;
    int best; /* max of (depth - stock index) */
    budget b;
} tripeaks;

static int neighbours(int a, int b, int wrap) {
    int d = a > b ? a - b : b - a;
    return d == 1 || (wrap && d == 12);
}

static uint64_t key_si(const tripeaks *t, int si) {
    return t->keyed_by_si ? (uint64_t)si << t->si_shift : 0;
}

static void keep_best(int *best_line, int *best_len, const int *path, int depth) {
    memcpy(best_line, path, (size_t)depth * sizeof(int));
    *best_len = depth;
}

static int tripeaks_dfs(tripeaks *t, uint64_t mask, uint64_t avail, int si, int wr, int depth) {
    if (t->b.nodes >= t->b.check_at && budget_spent(&t->b)) return LIMIT;
    if (depth - si > t->best) {
        t->best = depth - si;
        keep_best(t->best_line, &t->best_len, t->path, depth);
    }
    uint64_t playable = avail & t->adj[wr];
    uint64_t ksi = key_si(t, si);
    uint64_t seen_key = mask << 4 | (uint64_t)wr | ksi;
    int forced = 0;
    uint64_t dead = t->stock_dead[si] & ~mask;
    if (dead && wr) { /* the dead-card rule waits for a waste top */
        uint64_t orphans;
        if (!table_get(&t->orphans_of, mask, &orphans)) {
            orphans = 0;
            for (int x = 0; x < t->l.size; x++)
                if (!(mask >> x & 1) && !(t->serve[x] & ~mask)) orphans |= (uint64_t)1 << x;
            if (!table_put(&t->orphans_of, mask, orphans)) return NO_MEMORY;
        }
        dead &= orphans;
        if (dead) {
            /* A card with no source left but the present waste top: play it now or never. */
            if ((dead & (dead - 1)) || !(playable & dead)) {
                return table_put(&t->seen, seen_key, (uint64_t)si) ? LOST : NO_MEMORY;
            }
            forced = 1;
            playable = dead;
        }
    }
    int may_draw = si < t->nstock && !forced && !(t->keyed_by_si && playable);
    while (playable) {
        int b = high_bit(playable);
        uint64_t bit = (uint64_t)1 << b;
        playable ^= bit;
        t->b.nodes++;
        uint64_t nm = mask | bit;
        /* Nothing can ever follow b: drawing now is no better than playing b, then drawing. */
        if (!(t->followers[b] & ~nm)) may_draw = 0;
        t->path[depth] = b;
        if (nm == t->l.full) {
            keep_best(t->best_line, &t->best_len, t->path, depth + 1); /* the winning line */
            return WON;
        }
        int r = t->tableau[b];
        uint64_t s;
        if (table_get(&t->seen, nm << 4 | (uint64_t)r | ksi, &s) && s <= (uint64_t)si) continue;
        uint64_t na = freed(&t->l, b, nm, avail ^ bit);
        int result = tripeaks_dfs(t, nm, na, si, r, depth + 1);
        if (result != LOST) return result;
    }
    if (may_draw) {
        uint64_t d;
        if (!table_get(&t->drawn, mask | ksi, &d) || d > (uint64_t)si) {
            t->b.nodes++;
            int r = t->stock[si];
            uint64_t s;
            if (!table_get(&t->seen, mask << 4 | (uint64_t)r | key_si(t, si + 1), &s)
                || s > (uint64_t)si + 1) {
                t->path[depth] = -1; /* tripeaks_search.DRAW_CODE */
                int result = tripeaks_dfs(t, mask, avail, si + 1, r, depth + 1);
                if (result != LOST) return result;
            }
            if (!table_put(&t->drawn, mask | ksi, (uint64_t)si)) return NO_MEMORY;
        }
    }
    return table_put(&t->seen, seen_key, (uint64_t)si) ? LOST : NO_MEMORY;
}

/* search_tripeaks; max_draws < 0 for None. See the head of this file for the rest. */
TRIPEAKS_API int tripeaks_search(
    int size, const uint64_t *need, const int *frees_start, const int *frees_pos,
    const uint64_t *frees_need, const uint64_t *below, const uint64_t *above,
    const int *tableau, int stock_size, const int *stock, int wrap,
    uint64_t removed, int stock_pos, int waste,
    int64_t node_limit, double seconds_left, int prune_dead, int max_draws, int draw_when_stuck,
    int64_t *nodes_out, int *best_left_out, int *line, int *line_len,
    int *best_line, int *best_len)
{
    tripeaks t;
    memset(&t, 0, sizeof t);
    t.l = (layout){size, 0, need, frees_start, frees_pos, frees_need, below, above};
    if (!layout_ok(&t.l) || stock_size < 0 || stock_size > MAX_STOCK || node_limit <= 0)
        return BAD_INPUT;
    t.l.full = size ? (~(uint64_t)0 >> (64 - size)) : 0;
    /* The visited keys are the Python ones and must fit in 63 bits. */
    int key_bits = size + 4 + (draw_when_stuck ? bit_length((uint64_t)stock_size + 1) : 0);
    if (key_bits > 63 || removed > t.l.full || stock_pos < 0 || stock_pos > stock_size
        || waste < 0 || waste > 13)
        return BAD_INPUT;
    for (int p = 0; p < size; p++)
        if (tableau[p] < 0 || tableau[p] > 13) return BAD_INPUT;
    for (int j = 0; j < stock_size; j++)
        if (stock[j] < 0 || stock[j] > 13) return BAD_INPUT;

    t.tableau = tableau;
    t.stock = stock;
    t.keyed_by_si = draw_when_stuck != 0;
    t.si_shift = size + 4;
    if (max_draws < 0 || max_draws > stock_size) max_draws = stock_size;
    t.nstock = stock_pos + max_draws < stock_size ? stock_pos + max_draws : stock_size;

    t.adj[0] = t.l.full;
    for (int r = 1; r < 14; r++)
        for (int p = 0; p < size; p++)
            if (neighbours(tableau[p], r, wrap)) t.adj[r] |= (uint64_t)1 << p;
    /* serve[x]: tableau cards that can be the waste top just before x is played. */
    for (int x = 0; x < size; x++)
        t.serve[x] = t.adj[tableau[x]] & ~above[x] & ~(below[x] & ~need[x]);
    /* followers[y]: tableau cards that may be played right after y. */
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
            if (t.serve[x] >> y & 1) t.followers[y] |= (uint64_t)1 << x;
    /* stock_dead[s]: positions with no neighbour among stock cards s ... nstock - 1
     * (none while the joker, rank 0, is still to be drawn: adj[0] is every position).
     * Built from the last index down: the sources of s are those of s + 1 and stock[s]. */
    if (prune_dead) {
        uint64_t sources = 0;
        for (int s = stock_size; s >= 0; s--) {
            if (s < t.nstock) sources |= t.adj[stock[s]];
            t.stock_dead[s] = t.l.full & ~sources;
        }
    }

    int result = NO_MEMORY;
    t.path = malloc(sizeof(int) * (size_t)(size + stock_size + 2));
    t.best_line = best_line;
    if (t.path && table_init(&t.seen, 10) && table_init(&t.drawn, 8)
        && table_init(&t.orphans_of, 8)) {
        budget_start(&t.b, node_limit, seconds_left);
        t.best = -1 - stock_pos;
        t.best_len = 0;
        t.b.nodes = 1; /* the root */
        if (removed == t.l.full)
            result = WON;
        else
            result = tripeaks_dfs(&t, removed, available(&t.l, removed), stock_pos, waste, 0);
    }
    free(t.path);
    table_free(&t.seen);
    table_free(&t.drawn);
    table_free(&t.orphans_of);
    if (result == NO_MEMORY) return result;
    *nodes_out = t.b.nodes;
    *best_len = t.best_len;
    if (result == WON) {
        memcpy(line, best_line, (size_t)t.best_len * sizeof(int));
        *line_len = t.best_len;
        *best_left_out = 0;
    } else {
        *line_len = 0;
        /* best + stock_pos = the most cards any line removed. */
        *best_left_out = size - bit_count(removed) - t.best - stock_pos;
    }
    return result;
}

/* ------------------------------------------------------------ Pyramid */

typedef struct {
    layout l;
    const int *stock;
    int nstock;
    int si_shift, gone_shift;
    int waste_code, step;
    uint64_t partner[MAX_SIZE]; /* positions whose rank adds up to 13 with p's */
    uint64_t kings;
    uint64_t by_sum[14]; /* pyramid positions that pair with a waste card of rank r */
    table seen;
    int *path;
    int *line;
    int line_len;
    int *best_line;
    int best_len;
    int best; /* the most pyramid cards removed */
    budget b;
} pyramid;

static uint64_t uncover(const pyramid *g, uint64_t mask, uint64_t avail, int p) {
    return freed(&g->l, p, mask, avail & ~((uint64_t)1 << p));
}

static int pyramid_dfs(pyramid *g, uint64_t mask, uint64_t avail, int si, uint64_t gone,
                       int depth) {
    g->b.nodes++;
    if (g->b.nodes >= g->b.check_at && budget_spent(&g->b)) return LIMIT;
    if (mask == g->l.full) {
        memcpy(g->line, g->path, (size_t)depth * sizeof(int));
        g->line_len = depth;
        return WON;
    }
    uint64_t key = mask | (uint64_t)si << g->si_shift | gone << g->gone_shift;
    uint64_t ignored;
    if (table_get(&g->seen, key, &ignored)) return LOST;
    if (!table_put(&g->seen, key, 0)) return NO_MEMORY;
    int count = bit_count(mask);
    if (count > g->best) {
        g->best = count;
        keep_best(g->best_line, &g->best_len, g->path, depth);
    }
    uint64_t present = (((uint64_t)1 << si) - 1) & ~gone;
    int top = present ? high_bit(present) : -1; /* the waste top, a stock index */
    /* A free king in the pyramid: removing it never hurts, nothing else is tried. */
    uint64_t k = avail & g->kings;
    if (k) {
        int p = high_bit(k);
        uint64_t nm = mask | (uint64_t)1 << p;
        g->path[depth] = p;
        return pyramid_dfs(g, nm, uncover(g, nm, avail, p), si, gone, depth + 1);
    }
    if (top >= 0) {
        int wr = g->stock[top];
        uint64_t top_bit = (uint64_t)1 << top;
        if (wr == 13) { /* a king on the waste: removing it only helps */
            g->path[depth] = g->waste_code;
            return pyramid_dfs(g, mask, avail, si, gone | top_bit, depth + 1);
        }
        uint64_t x = avail & g->by_sum[wr];
        while (x) {
            int p = high_bit(x);
            x ^= (uint64_t)1 << p;
            uint64_t nm = mask | (uint64_t)1 << p;
            g->path[depth] = g->step * (p + 1) + g->waste_code;
            int result = pyramid_dfs(g, nm, uncover(g, nm, avail, p), si, gone | top_bit,
                                     depth + 1);
            if (result != LOST) return result;
        }
    }
    uint64_t x = avail;
    while (x) {
        int p = high_bit(x);
        x ^= (uint64_t)1 << p;
        uint64_t y = avail & g->partner[p] & (((uint64_t)1 << p) - 1);
        while (y) {
            int q = high_bit(y);
            y ^= (uint64_t)1 << q;
            uint64_t nm = mask | (uint64_t)1 << p | (uint64_t)1 << q;
            uint64_t na = uncover(g, nm, uncover(g, nm, avail, p), q);
            g->path[depth] = g->step * (q + 1) + p; /* board order: q < p */
            int result = pyramid_dfs(g, nm, na, si, gone, depth + 1);
            if (result != LOST) return result;
        }
    }
    if (si < g->nstock) {
        g->path[depth] = -1;
        return pyramid_dfs(g, mask, avail, si + 1, gone, depth + 1);
    }
    return LOST;
}

/* _search_pyramid. See the head of this file for the inputs and outputs. */
TRIPEAKS_API int pyramid_search(
    int size, const uint64_t *need, const int *frees_start, const int *frees_pos,
    const uint64_t *frees_need, const uint64_t *below, const uint64_t *above,
    const int *ranks, int stock_size, const int *stock,
    uint64_t removed, int stock_pos, uint64_t waste_gone,
    int64_t node_limit, double seconds_left,
    int64_t *nodes_out, int *best_left_out, int *line, int *line_len,
    int *best_line, int *best_len)
{
    pyramid g;
    memset(&g, 0, sizeof g);
    g.l = (layout){size, 0, need, frees_start, frees_pos, frees_need, below, above};
    if (!layout_ok(&g.l) || stock_size < 0 || stock_size > MAX_STOCK || node_limit <= 0)
        return BAD_INPUT;
    g.l.full = size ? (~(uint64_t)0 >> (64 - size)) : 0;
    g.nstock = stock_size;
    g.si_shift = size;
    g.gone_shift = size + bit_length((uint64_t)stock_size);
    /* The visited keys are the Python ones and must fit in 63 bits. */
    if (g.gone_shift + stock_size > 63 || removed > g.l.full || stock_pos < 0
        || stock_pos > stock_size || (stock_size < 64 && waste_gone >> stock_size))
        return BAD_INPUT;
    for (int p = 0; p < size; p++)
        if (ranks[p] < 0 || ranks[p] > 13) return BAD_INPUT;
    for (int j = 0; j < stock_size; j++)
        if (stock[j] < 0 || stock[j] > 13) return BAD_INPUT;

    g.stock = stock;
    g.waste_code = size;
    g.step = size + 1;
    for (int p = 0; p < size; p++) {
        for (int q = 0; q < size; q++)
            if (ranks[p] + ranks[q] == 13) g.partner[p] |= (uint64_t)1 << q;
        if (ranks[p] == 13) g.kings |= (uint64_t)1 << p;
    }
    for (int r = 1; r < 13; r++)
        for (int p = 0; p < size; p++)
            if (ranks[p] == 13 - r) g.by_sum[r] |= (uint64_t)1 << p;

    int result = NO_MEMORY;
    g.path = malloc(sizeof(int) * (size_t)(size + 2 * stock_size + 2));
    g.line = line;
    g.best_line = best_line;
    g.best = -1;
    if (g.path && table_init(&g.seen, 10)) {
        budget_start(&g.b, node_limit, seconds_left);
        result = pyramid_dfs(&g, removed, available(&g.l, removed), stock_pos, waste_gone, 0);
    }
    free(g.path);
    table_free(&g.seen);
    if (result == NO_MEMORY) return result;
    *nodes_out = g.b.nodes;
    if (result == WON) {
        memcpy(best_line, line, (size_t)g.line_len * sizeof(int));
        *best_len = g.line_len;
        *line_len = g.line_len;
        *best_left_out = 0;
    } else {
        *best_len = g.best_len;
        *line_len = 0;
        *best_left_out = size - g.best;
    }
    return result;
}
