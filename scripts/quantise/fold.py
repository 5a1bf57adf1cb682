#!/usr/bin/python3
"""
An exact float rewrite of a PP-OCR recogniser, for speed (scripts/fold-recogniser.js drives it):
 1. constants to initializers, BatchNormalization and PP-LCNetV3's scalar affine blocks (LearnableAffineBlock:
    Mul by a, Add b) folded into the convolution before them, or into a 1x1 unpadded one after them
    (qdq.py's prepare step, without its calibration outputs);
 2. every other scalar affine block on a convolution's output (the ones in front of the padded depthwise
    convolutions, where a folded b would be wrong at the zero-padded border) becomes a 1x1 depthwise
    convolution with weight a and bias b: the same arithmetic, but onnxruntime keeps a convolution in
    its blocked NCHWc layout, where a scalar Mul/Add makes it convert the whole activation map out of
    and back into that layout (at level 'all': 19 -> 3 ReorderInput nodes);
 3. hard-swish written out as x*Clip(x+3, 0, 6)/6 (the opset-11 detector, 24 times) becomes
    x*HardSigmoid(x; 1/6, 0.5), the form onnxruntime fuses into the convolution before it (the same
    function; rounding differs in the last bit: largest difference of a detector probability 1.5e-7).
onnxruntime folds Conv+BatchNorm itself at load, but not the scalar Mul/Add pairs (79 of each in the
English PP-OCRv4 recogniser, 86 Mul in the detector) nor the written-out hard-swish.

  fold.py MODEL OUT
"""
import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper

from qdq import affine_after, consumers, constants_to_initializers, drop_unused_initializers, fold_affine, fold_batchnorm, inits, scalar_const, set_init

# Ops between a convolution and an affine block that keep its channel count.
ELEMENTWISE = ('HardSwish', 'Relu', 'Sigmoid', 'HardSigmoid')


def conv_channels(t, prod, init):
    n = prod.get(t)
    while n is not None and n.op_type in ELEMENTWISE:
        n = prod.get(n.input[0])
    if n is not None and n.op_type == 'Conv' and n.input[1] in init:
        return numpy_helper.to_array(init[n.input[1]]).shape[0]
    return None


def affine_to_conv(model):
    outputs = {o.name for o in model.graph.output}
    init = inits(model)
    cons = consumers(model)
    prod = {o: n for n in model.graph.node for o in n.output}
    drop, repl = set(), {}
    for n in list(model.graph.node):
        for t in n.output:
            hit = affine_after(init, cons, outputs, t)
            channels = conv_channels(t, prod, init) if hit else None
            if channels is None:
                continue
            m, add, a, b = hit
            k = len(repl)
            w, bias = f'affine_{k}_w', f'affine_{k}_b'
            set_init(model, w, np.full((channels, 1, 1, 1), a, np.float32))
            set_init(model, bias, np.full((channels,), b, np.float32))
            repl[add.name] = helper.make_node('Conv', [t, w, bias], [add.output[0]], name=f'affine_{k}', group=channels, kernel_shape=[1, 1])
            drop.add(m.name)
    nodes = [repl.get(n.name, n) for n in model.graph.node if n.name not in drop]
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    return len(repl)


def only_consumer(cons, t, op):
    c = cons.get(t, [])
    return c[0] if len(c) == 1 and c[0].op_type == op else None


def hardswish(model):
    init = inits(model)
    cons = consumers(model)
    drop, repl = set(), {}
    for add in model.graph.node:
        if add.op_type != 'Add' or scalar_const(init, add.input[1]) != 3.0:
            continue
        t = add.input[0]
        clip = only_consumer(cons, add.output[0], 'Clip')
        if clip is None or len(clip.input) < 3 or scalar_const(init, clip.input[1]) != 0.0 or scalar_const(init, clip.input[2]) != 6.0:
            continue
        mul = only_consumer(cons, clip.output[0], 'Mul')
        if mul is None or sorted(mul.input) != sorted([t, clip.output[0]]):
            continue
        div = only_consumer(cons, mul.output[0], 'Div')
        if div is None or div.input[0] != mul.output[0] or scalar_const(init, div.input[1]) != 6.0:
            continue
        k = len(repl)
        gate = f'hardswish_{k}_gate'
        repl[add.name] = [helper.make_node('HardSigmoid', [t], [gate], name=f'hardswish_{k}_gate', alpha=1 / 6, beta=0.5),
                          helper.make_node('Mul', [t, gate], [div.output[0]], name=f'hardswish_{k}')]
        drop.update((clip.name, mul.name, div.name))
    nodes = [x for n in model.graph.node if n.name not in drop for x in repl.get(n.name, [n])]
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    return len(repl)


def fold(src, out):
    model = onnx.load(src)
    before = len(model.graph.node)
    constants_to_initializers(model)
    fold_batchnorm(model)
    fold_affine(model)
    as_conv = affine_to_conv(model)
    swish = hardswish(model)
    drop_unused_initializers(model)
    model.producer_name = 'capture scripts/quantise/fold.py'
    onnx.checker.check_model(model)
    onnx.save(model, out)
    print(f'{out}: {before} -> {len(model.graph.node)} nodes ({as_conv} affine blocks as 1x1 depthwise convolutions, {swish} hard-swish as HardSigmoid)')


if __name__ == '__main__':
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    fold(sys.argv[1], sys.argv[2])
