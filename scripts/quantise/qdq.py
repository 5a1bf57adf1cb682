#!/usr/bin/python3
"""
Static int8 quantisation of a PP-OCR ONNX model in QDQ form, written for the packages a fresh Debian
install has (python3-onnx, python3-numpy): onnxruntime's own Python quantiser is not installable here.
onnxruntime-node fuses each DequantizeLinear -> Conv/MatMul -> QuantizeLinear group into QLinearConv /
QLinearMatMul (u8 activations x s8 weights, the AVX512-VNNI kernels), and keeps the rest in float.

  qdq.py prepare MODEL PREPARED AUGMENTED TENSORS_JSON
      constants -> initializers, BatchNormalization folded into the Conv before it (a Q/DQ pair in
      between would stop onnxruntime folding it), and AUGMENTED = PREPARED with every tensor the
      quantiser needs a range for exposed as a graph output (calibrate.js runs it on line crops).
  qdq.py quantise PREPARED RANGES_JSON OUT [--method p99.99|p99.9|p99.999|minmax|mse] [--skip NODE,...] [--no-matmul]
      weights: int8, symmetric, per output channel (Conv axis 0, MatMul axis 1); Conv biases int32 at
      scale x_scale*w_scale; activations: uint8, asymmetric, from the calibrated ranges.
"""
import json
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def constants_to_initializers(model):
    g = model.graph
    # Nodes are keyed by name below (protobuf wrappers have no stable identity).
    for k, n in enumerate(g.node):
        if not n.name:
            n.name = f'node_{k}'
    assert len({n.name for n in g.node}) == len(g.node), 'node names must be unique'
    keep = []
    for n in g.node:
        if n.op_type == 'Constant' and len(n.attribute) == 1 and n.attribute[0].name == 'value':
            t = numpy_helper.to_array(n.attribute[0].t)
            g.initializer.append(numpy_helper.from_array(t, n.output[0]))
        else:
            keep.append(n)
    del g.node[:]
    g.node.extend(keep)


def inits(model):
    return {i.name: i for i in model.graph.initializer}


def consumers(model):
    out = {}
    for n in model.graph.node:
        for i in n.input:
            out.setdefault(i, []).append(n)
    return out


def set_init(model, name, arr):
    g = model.graph
    for k, i in enumerate(g.initializer):
        if i.name == name:
            g.initializer[k].CopyFrom(numpy_helper.from_array(arr, name))
            return
    g.initializer.append(numpy_helper.from_array(arr, name))


def fold_batchnorm(model):
    """Conv -> BatchNormalization (the Conv's only consumer) becomes one Conv with the BN in its weights."""
    init = inits(model)
    cons = consumers(model)
    outputs = {o.name for o in model.graph.output}
    drop = set()
    for bn in list(model.graph.node):
        if bn.op_type != 'BatchNormalization':
            continue
        conv = next((n for n in model.graph.node if bn.input[0] in n.output and n.op_type == 'Conv'), None)
        if conv is None or len(cons[bn.input[0]]) != 1 or bn.input[0] in outputs:
            continue
        eps = next((a.f for a in bn.attribute if a.name == 'epsilon'), 1e-5)
        gamma, beta, mean, var = (numpy_helper.to_array(init[x]).astype(np.float64) for x in bn.input[1:5])
        w = numpy_helper.to_array(init[conv.input[1]]).astype(np.float64)
        b = numpy_helper.to_array(init[conv.input[2]]).astype(np.float64) if len(conv.input) > 2 else np.zeros(w.shape[0])
        k = gamma / np.sqrt(var + eps)
        w_name, b_name = conv.input[1] + '_bnfold', conv.output[0] + '_bias_bnfold'
        set_init(model, w_name, (w * k.reshape(-1, 1, 1, 1)).astype(np.float32))
        set_init(model, b_name, ((b - mean) * k + beta).astype(np.float32))
        del conv.input[1:]
        conv.input.extend([w_name, b_name])
        conv.output[0] = bn.output[0]
        drop.add(bn.name)
    keep = [n for n in model.graph.node if n.name not in drop]
    del model.graph.node[:]
    model.graph.node.extend(keep)


def scalar_const(init, name):
    if name not in init:
        return None
    a = numpy_helper.to_array(init[name])
    return float(a.reshape(-1)[0]) if a.size == 1 else None


def single_consumer(cons, outputs, t):
    c = cons.get(t, [])
    return c[0] if len(c) == 1 and t not in outputs else None


def affine_after(init, cons, outputs, t):
    """The scalar affine block (PP-LCNetV3's LearnableAffineBlock: Mul by a, Add b) reading t, if t's only reader."""
    m = single_consumer(cons, outputs, t)
    if m is None or m.op_type != 'Mul':
        return None
    a = scalar_const(init, m.input[1]) if m.input[0] == t else scalar_const(init, m.input[0])
    add = single_consumer(cons, outputs, m.output[0])
    if a is None or add is None or add.op_type != 'Add':
        return None
    b = scalar_const(init, add.input[1]) if add.input[0] == m.output[0] else scalar_const(init, add.input[0])
    return None if b is None else (m, add, a, b)


def fold_affine(model):
    """Scalar affine blocks folded into Conv weights, exactly: after a Conv (a*(Wx+c)+b), and before a
    1x1 unpadded Conv (W(a*h+b)+c). Each is two elementwise passes less, which int8 convolutions
    (no fused activation) otherwise pay on top of their Q/DQ."""
    outputs = {o.name for o in model.graph.output}
    drop = set()
    changed = True
    while changed:
        changed = False
        init = inits(model)
        cons = consumers(model)
        prod = {o: n for n in model.graph.node for o in n.output}
        for n in model.graph.node:
            if n.name in drop:
                continue
            if n.op_type == 'Conv' and n.input[1] in init and len(n.input) > 2:
                hit = affine_after(init, cons, outputs, n.output[0])
                if hit:
                    m, add, a, b = hit
                    w = numpy_helper.to_array(init[n.input[1]])
                    c = numpy_helper.to_array(init[n.input[2]])
                    set_init(model, n.input[1] + '_aff', (w * a).astype(np.float32))
                    set_init(model, n.input[2] + '_aff', (c * a + b).astype(np.float32))
                    n.input[1], n.input[2] = n.input[1] + '_aff', n.input[2] + '_aff'
                    n.output[0] = add.output[0]
                    drop.update((m.name, add.name))
                    changed = True
                    break
            t = next((x for x in n.input if x in prod), None)
            if n.op_type == 'Mul' and t is not None:
                hit = affine_after(init, cons, outputs, t)
                if not hit or hit[0] is not n:
                    continue
                m, add, a, b = hit
                conv = single_consumer(cons, outputs, add.output[0])
                if conv is None or conv.op_type != 'Conv' or conv.input[0] != add.output[0] or conv.input[1] not in init or len(conv.input) < 3:
                    continue
                w = numpy_helper.to_array(init[conv.input[1]])
                pads = next((list(x.ints) for x in conv.attribute if x.name == 'pads'), [0])
                if w.shape[2:] != (1, 1) or any(pads):
                    continue
                c = numpy_helper.to_array(init[conv.input[2]])
                set_init(model, conv.input[1] + '_pre', (w * a).astype(np.float32))
                set_init(model, conv.input[2] + '_pre', (c + b * w.sum(axis=(1, 2, 3))).astype(np.float32))
                conv.input[0], conv.input[1], conv.input[2] = t, conv.input[1] + '_pre', conv.input[2] + '_pre'
                drop.update((m.name, add.name))
                changed = True
                break
        keep = [x for x in model.graph.node if x.name not in drop]
        del model.graph.node[:]
        model.graph.node.extend(keep)


def drop_unused_initializers(model):
    used = {i for n in model.graph.node for i in n.input}
    keep = [i for i in model.graph.initializer if i.name in used]
    del model.graph.initializer[:]
    model.graph.initializer.extend(keep)


def targets(model, skip=(), matmul=True):
    """Nodes to run in int8: Conv with constant weights (not the squeeze-excite 1x1 ones, which see a
    single pixel and cost nothing), MatMul with a constant right-hand side (the linear layers, not attention)."""
    init = inits(model)
    prod = {o: n for n in model.graph.node for o in n.output}
    out = []
    for n in model.graph.node:
        if n.name in skip:
            continue
        if n.op_type == 'Conv' and n.input[1] in init:
            src = prod.get(n.input[0])
            if src is not None and src.op_type == 'GlobalAveragePool':
                continue
            out.append(n)
        elif matmul and n.op_type == 'MatMul' and n.input[1] in init and n.input[0] not in init:
            out.append(n)
    return out


def activation_tensors(nodes):
    names = []
    for n in nodes:
        for t in (n.input[0], n.output[0]):
            if t not in names:
                names.append(t)
    return names


def prepare(src, prepared, augmented, tensors_json):
    model = onnx.load(src)
    constants_to_initializers(model)
    fold_batchnorm(model)
    fold_affine(model)
    drop_unused_initializers(model)
    onnx.checker.check_model(model)
    onnx.save(model, prepared)
    names = activation_tensors(targets(model))
    existing = {o.name for o in model.graph.output}
    for t in names:
        if t not in existing:
            model.graph.output.append(helper.make_tensor_value_info(t, TensorProto.FLOAT, None))
    onnx.save(model, augmented)
    with open(tensors_json, 'w') as f:
        json.dump(names, f)


def act_params(r, method, exact=False):
    if method == 'minmax' or exact:
        lo, hi = r['min'], r['max']
    else:
        p = 'mse' if method == 'mse' else method[1:]
        lo, hi = r['lo'][p], r['hi'][p]
    lo, hi = min(0.0, lo), max(0.0, hi)
    if hi - lo < 1e-8:
        hi = lo + 1e-8
    scale = (hi - lo) / 255.0
    zp = int(round(-lo / scale))
    return np.float32(scale), np.uint8(min(255, max(0, zp)))


def quantise(prepared, ranges_json, out, method='minmax', skip=(), matmul=True):
    model = onnx.load(prepared)
    with open(ranges_json) as f:
        ranges = json.load(f)
    init = inits(model)
    nodes = targets(model, skip, matmul)
    names = activation_tensors(nodes)
    target_ids = {n.name for n in nodes}
    cons = consumers(model)
    new_inits = []
    qdq = {}  # tensor -> (scale, zp, dq output name)
    after = {}  # producer output -> nodes to insert right after the producer
    head = []
    producer_of = {o: n for n in model.graph.node for o in n.output}
    graph_inputs = {i.name for i in model.graph.input}

    for t in names:
        # The image input: its min/max range holds every pixel level exactly (256 levels, 255 steps).
        scale, zp = act_params(ranges[t], method, exact=t in graph_inputs)
        s_name, z_name = t + '_scale', t + '_zp'
        new_inits += [numpy_helper.from_array(np.array(scale, np.float32), s_name), numpy_helper.from_array(np.array(zp, np.uint8), z_name)]
        prod = producer_of.get(t)
        if prod is not None and prod.name in target_ids:
            # Output side: the target writes t_f; Q/DQ turn it back into t for every consumer.
            raw = t + '_f'
            prod.output[0] = raw
            nodes_q = [helper.make_node('QuantizeLinear', [raw, s_name, z_name], [t + '_q'], name=t + '_Q'),
                       helper.make_node('DequantizeLinear', [t + '_q', s_name, z_name], [t], name=t + '_DQ')]
            after.setdefault(raw, []).extend(nodes_q)
            qdq[t] = (scale, t)
        else:
            # Input side: only the int8 consumers read the quantised copy; others keep the float tensor.
            dq = t + '_dq'
            nodes_q = [helper.make_node('QuantizeLinear', [t, s_name, z_name], [t + '_q'], name=t + '_Q'),
                       helper.make_node('DequantizeLinear', [t + '_q', s_name, z_name], [dq], name=t + '_DQ')]
            if prod is None:
                head.extend(nodes_q)
            else:
                after.setdefault(t, []).extend(nodes_q)
            for c in cons.get(t, []):
                if c.name in target_ids and c.input[0] == t:
                    c.input[0] = dq
            qdq[t] = (scale, dq)

    for n in nodes:
        x = n.input[0]
        x_name = x[:-3] if x.endswith('_dq') else x
        x_scale = qdq[x_name][0]
        w = numpy_helper.to_array(init[n.input[1]]).astype(np.float64)
        axis = 0 if n.op_type == 'Conv' else 1
        red = tuple(i for i in range(w.ndim) if i != axis)
        w_max = np.abs(w).max(axis=red)
        w_scale = np.where(w_max > 0, w_max, 1.0) / 127.0
        shape = [-1 if i == axis else 1 for i in range(w.ndim)]
        wq = np.clip(np.round(w / w_scale.reshape(shape)), -127, 127).astype(np.int8)
        base = n.name + '_W'
        new_inits += [numpy_helper.from_array(wq, base + '_q'), numpy_helper.from_array(w_scale.astype(np.float32), base + '_scale'),
                      numpy_helper.from_array(np.zeros(w_scale.shape, np.int8), base + '_zp')]
        head.append(helper.make_node('DequantizeLinear', [base + '_q', base + '_scale', base + '_zp'], [base + '_dq'], name=base + '_DQ', axis=axis))
        n.input[1] = base + '_dq'
        if n.op_type == 'Conv' and len(n.input) > 2:
            b = numpy_helper.to_array(init[n.input[2]]).astype(np.float64)
            b_scale = (float(x_scale) * w_scale)
            bq = np.clip(np.round(b / b_scale), -2**31, 2**31 - 1).astype(np.int32)
            bb = n.name + '_B'
            new_inits += [numpy_helper.from_array(bq, bb + '_q'), numpy_helper.from_array(b_scale.astype(np.float32), bb + '_scale'),
                          numpy_helper.from_array(np.zeros(b_scale.shape, np.int32), bb + '_zp')]
            head.append(helper.make_node('DequantizeLinear', [bb + '_q', bb + '_scale', bb + '_zp'], [bb + '_dq'], name=bb + '_DQ', axis=0))
            n.input[2] = bb + '_dq'

    order = list(head)
    for n in model.graph.node:
        order.append(n)
        for o in n.output:
            order.extend(after.get(o, []))
    del model.graph.node[:]
    model.graph.node.extend(order)
    model.graph.initializer.extend(new_inits)
    drop_unused_initializers(model)
    model.producer_name = 'capture scripts/quantise/qdq.py'
    onnx.checker.check_model(model)
    onnx.save(model, out)
    print(f'{out}: {sum(1 for n in nodes if n.op_type == "Conv")} Conv and {sum(1 for n in nodes if n.op_type == "MatMul")} MatMul in int8, activations {method}')


def main(argv):
    cmd = argv[0]
    if cmd == 'prepare':
        prepare(*argv[1:5])
    elif cmd == 'quantise':
        opts = {'method': 'minmax', 'skip': (), 'matmul': True}
        rest = argv[4:]
        while rest:
            k = rest.pop(0)
            if k == '--method':
                opts['method'] = rest.pop(0)
            elif k == '--skip':
                opts['skip'] = tuple(x for x in rest.pop(0).split(',') if x)
            elif k == '--no-matmul':
                opts['matmul'] = False
            else:
                raise SystemExit(f'unknown option {k}')
        quantise(argv[1], argv[2], argv[3], **opts)
    else:
        raise SystemExit(__doc__)


if __name__ == '__main__':
    main(sys.argv[1:])
