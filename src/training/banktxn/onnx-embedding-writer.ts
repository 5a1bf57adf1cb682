import protobuf from 'protobufjs';
import { floatTensor, INT64, ONNX_PROTO, valueInfo } from '../onnx-writer';

/**
 * Writes the embedding-bag classifier as ONNX (opset 13), keeping the input sparse: a batch is [N, L] bucket
 * numbers with [N, L] weights (0 for padding), never a dense [N, buckets] matrix.
 *   Gather(E, indices) [N,L,H] · Unsqueeze(weights) [N,L,1] → ReduceSum over L → +b1 → Relu → MatMul W2 → +b2 → Softmax
 * The onnx.proto subset and tensor helpers are the layout writer's (../onnx-writer.ts).
 */
const ATTRIBUTE_INT = 2;

/** The trained parameters: E [buckets × hidden], b1 [hidden], W2 [hidden × classes] row-major, b2 [classes]. */
export interface EmbeddingBagWeights {
  buckets: number;
  hidden: number;
  classes: number;
  E: Float32Array;
  b1: Float32Array;
  W2: Float32Array;
  b2: Float32Array;
}

function int64Tensor(name: string, values: number[]) {
  const bytes = Buffer.alloc(values.length * 8);
  values.forEach((v, i) => bytes.writeBigInt64LE(BigInt(v), i * 8));
  return { name, dims: [values.length], dataType: INT64, rawData: bytes };
}

function node(opType: string, input: string[], output: string, attribute: object[] = []) {
  return { name: output, opType, input, output: [output], attribute };
}

/** ONNX bytes: inputs `indices` int64 [N, L] and `weights` float [N, L] → output `probs` float [N, classes]. */
export function writeEmbeddingBagOnnx(m: EmbeddingBagWeights, metadata: Record<string, string>): Buffer {
  const root = protobuf.parse(ONNX_PROTO, { keepCase: false }).root;
  const Model = root.lookupType('onnx.ModelProto');
  const nodes = [
    node('Gather', ['E', 'indices'], 'rows', [{ name: 'axis', i: 0, type: ATTRIBUTE_INT }]),
    node('Unsqueeze', ['weights', 'axis2'], 'w3'),
    node('Mul', ['rows', 'w3'], 'weighted'),
    node('ReduceSum', ['weighted', 'axis1'], 'bag', [{ name: 'keepdims', i: 0, type: ATTRIBUTE_INT }]),
    node('Add', ['bag', 'b1'], 'z1'),
    node('Relu', ['z1'], 'h'),
    node('MatMul', ['h', 'W2'], 'mm2'),
    node('Add', ['mm2', 'b2'], 'z2'),
    node('Softmax', ['z2'], 'probs', [{ name: 'axis', i: -1, type: ATTRIBUTE_INT }]),
  ];
  const message = Model.fromObject({
    irVersion: 8,
    producerName: 'capture-train-banktxn',
    producerVersion: '1',
    docString: 'Bank-transaction category classifier (capture): hashed text features, embedding bag, one hidden layer',
    opsetImport: [{ domain: '', version: 13 }],
    metadataProps: Object.entries(metadata).map(([key, value]) => ({ key, value })),
    graph: {
      name: 'banktxn',
      node: nodes,
      initializer: [
        floatTensor('E', [m.buckets, m.hidden], m.E),
        floatTensor('b1', [m.hidden], m.b1),
        floatTensor('W2', [m.hidden, m.classes], m.W2),
        floatTensor('b2', [m.classes], m.b2),
        int64Tensor('axis1', [1]),
        int64Tensor('axis2', [2]),
      ],
      input: [valueInfo('indices', ['N', 'L'], INT64), valueInfo('weights', ['N', 'L'])],
      output: [valueInfo('probs', ['N', m.classes])],
    },
  });
  return Buffer.from(Model.encode(message).finish());
}
